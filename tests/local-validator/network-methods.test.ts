import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { sendAndConfirmTransaction } from '@solana/web3.js';
import {
  approve,
  createMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRpc, startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';

const VOTE_PROGRAM = 'Vote111111111111111111111111111111111111111';
const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
const NODE_STAKE = 1_000_000 * LAMPORTS_PER_SOL;

async function result<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const reply = await rawRpc(url, method, params);
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  return reply.result as T;
}

describe('embedded chain as a one-node cluster (votes, leaders, supply, inflation)', () => {
  let t: TestChain;
  let connection: Connection;
  let identity: string;
  const payer = Keypair.generate();

  beforeAll(async () => {
    t = await startTestChain();
    connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
    identity = (await result<{ identity: string }>(t.rpcUrl, 'getIdentity')).identity;
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(payer.publicKey, 5 * LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has one vote account, staked like a test validator, that never votes (delinquent)', async () => {
    const status = await result<{ current: unknown[]; delinquent: Record<string, unknown>[] }>(
      t.rpcUrl,
      'getVoteAccounts',
    );
    expect(status.current).toEqual([]);
    expect(status.delinquent).toHaveLength(1);
    const info = status.delinquent[0] ?? {};
    expect(Object.keys(info).sort()).toEqual([
      'activatedStake',
      'commission',
      'epochCredits',
      'epochVoteAccount',
      'lastVote',
      'nodePubkey',
      'rootSlot',
      'votePubkey',
    ]);
    expect(info).toMatchObject({
      activatedStake: NODE_STAKE,
      commission: 0,
      epochCredits: [],
      epochVoteAccount: true,
      lastVote: 0,
      nodePubkey: identity,
      rootSlot: 0,
    });
    // The vote and stake accounts are on chain, owned by their programs.
    const votePubkey = new PublicKey(info.votePubkey as string);
    const vote = await connection.getAccountInfo(votePubkey);
    expect(vote?.owner.toBase58()).toBe(VOTE_PROGRAM);
    expect(vote?.data.length).toBe(3762);
    const stakes = await connection.getProgramAccounts(new PublicKey(STAKE_PROGRAM));
    expect(stakes).toHaveLength(1);
    expect(stakes[0]?.account.data.subarray(124, 156)).toEqual(votePubkey.toBuffer());
    // Filters as Agave applies them.
    const web3 = await connection.getVoteAccounts();
    expect(web3.delinquent.map((v) => v.votePubkey)).toEqual([votePubkey.toBase58()]);
    const other = Keypair.generate().publicKey.toBase58();
    expect(await result(t.rpcUrl, 'getVoteAccounts', [{ votePubkey: other }])).toEqual({
      current: [],
      delinquent: [],
    });
    expect(await result(t.rpcUrl, 'getBlockCommitment', [1])).toEqual({
      commitment: null,
      totalStake: NODE_STAKE,
    });
  });

  it('names the node leader of every slot', async () => {
    const slot = await connection.getSlot();
    const schedule = await connection.getLeaderSchedule();
    expect(Object.keys(schedule)).toEqual([identity]);
    const { slotsInEpoch } = await connection.getEpochInfo();
    expect(schedule[identity]).toHaveLength(slotsInEpoch);
    expect(schedule[identity]?.slice(0, 3)).toEqual([0, 1, 2]);
    expect(
      await result(t.rpcUrl, 'getLeaderSchedule', [null, { identity: payer.publicKey.toBase58() }]),
    ).toEqual({});
    expect(await result(t.rpcUrl, 'getLeaderSchedule', [slotsInEpoch * 5])).toBeNull();
    const leaders = await connection.getSlotLeaders(slot, 4);
    expect(leaders.map((l) => l.toBase58())).toEqual([identity, identity, identity, identity]);
    expect((await rawRpc(t.rpcUrl, 'getSlotLeaders', [0, 5001])).error).toMatchObject({
      code: -32602,
      message: 'Invalid limit; max 5000',
    });
    const production = await connection.getBlockProduction();
    const [leaderSlots, produced] = production.value.byIdentity[identity] ?? [];
    expect(leaderSlots).toBe(production.value.range.lastSlot - production.value.range.firstSlot + 1);
    expect(produced).toBe(leaderSlots);
    while ((await connection.getSlot()) < 3) await new Promise((r) => setTimeout(r, 50));
    const ranged = await connection.getBlockProduction({ range: { firstSlot: 1, lastSlot: 3 } });
    expect(ranged.value).toEqual({
      byIdentity: { [identity]: [3, 3] },
      range: { firstSlot: 1, lastSlot: 3 },
    });
    const tooFar = await rawRpc(t.rpcUrl, 'getBlockProduction', [
      { range: { firstSlot: 0, lastSlot: 10 ** 9 } },
    ]);
    expect(tooFar.error?.message).toMatch(/^lastSlot, 1000000000, is too large; max \d+$/);
  });

  it('describes itself as the only cluster node, with no gossip or TPU ports', async () => {
    const nodes = await connection.getClusterNodes();
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ pubkey: identity, gossip: null, tpu: null, rpc: null });
    const raw = await result<{ shredVersion: number }[]>(t.rpcUrl, 'getClusterNodes');
    expect(raw[0]?.shredVersion).toBeGreaterThan(0);
    expect(nodes[0]?.version).toBe((await connection.getVersion())['solana-core']);
    expect((await rawRpc(t.rpcUrl, 'getHighestSnapshotSlot', [])).error).toEqual({
      code: -32008,
      message: 'No snapshot',
    });
  });

  it('counts the supply from every account, and burns fees out of it', async () => {
    const before = (await connection.getSupply()).value;
    expect(before.circulating).toBe(before.total);
    expect(before.nonCirculating).toBe(0);
    expect(before.nonCirculatingAccounts).toEqual([]);
    const largest = (await connection.getLargestAccounts()).value;
    expect(largest.length).toBeGreaterThan(2);
    expect(largest[0]?.address.toBase58()).toBe(identity);
    const amounts = largest.map((a) => a.lamports);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect((await connection.getLargestAccounts({ filter: 'nonCirculating' })).value).toEqual([]);

    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      ),
      [payer],
    );
    const after = (await connection.getSupply()).value;
    expect(after.total).toBe(before.total - 5000);
  });

  it('pays no inflation, and says so as the validator would', async () => {
    expect(await connection.getInflationGovernor()).toEqual({
      foundation: 0,
      foundationTerm: 0,
      initial: 0,
      taper: 0,
      terminal: 0,
    });
    const rate = await connection.getInflationRate();
    expect(rate).toEqual({ epoch: 0, foundation: 0, total: 0, validator: 0 });
    // Epoch 0's rewards would be paid in the first block of epoch 1, which does not exist yet.
    const { slotsInEpoch } = await connection.getEpochInfo();
    expect((await rawRpc(t.rpcUrl, 'getInflationReward', [[payer.publicKey.toBase58()]])).error).toEqual({
      code: -32004,
      message: `Block not available for slot ${slotsInEpoch}`,
    });
    await expect(connection.getInflationReward([payer.publicKey])).rejects.toThrow(
      `Block not available for slot ${slotsInEpoch}`,
    );
  });

  it('finds token accounts by their delegate', async () => {
    const delegate = Keypair.generate();
    const mint = await createMint(connection, payer, payer.publicKey, null, 2);
    const ata = await getOrCreateAssociatedTokenAccount(connection, payer, mint, payer.publicKey);
    await mintTo(connection, payer, mint, ata.address, payer, 1_000n);
    await approve(connection, payer, ata.address, delegate.publicKey, payer, 250n);
    const byMint = await result<{ value: { pubkey: string; account: { data: unknown } }[] }>(
      t.rpcUrl,
      'getTokenAccountsByDelegate',
      [delegate.publicKey.toBase58(), { mint: mint.toBase58() }, { encoding: 'jsonParsed' }],
    );
    expect(byMint.value.map((a) => a.pubkey)).toEqual([ata.address.toBase58()]);
    expect(byMint.value[0]?.account.data).toMatchObject({
      parsed: { info: { delegate: delegate.publicKey.toBase58(), delegatedAmount: { amount: '250' } } },
    });
    const byProgram = await result<{ value: { pubkey: string }[] }>(t.rpcUrl, 'getTokenAccountsByDelegate', [
      delegate.publicKey.toBase58(),
      { programId: TOKEN_PROGRAM_ID.toBase58() },
      { encoding: 'base64' },
    ]);
    expect(byProgram.value.map((a) => a.pubkey)).toEqual([ata.address.toBase58()]);
    const nobody = await result<{ value: unknown[] }>(t.rpcUrl, 'getTokenAccountsByDelegate', [
      payer.publicKey.toBase58(),
      { mint: mint.toBase58() },
      { encoding: 'base64' },
    ]);
    expect(nobody.value).toEqual([]);
  });
});
