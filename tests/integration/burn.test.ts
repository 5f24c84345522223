import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import {
  createMint,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burnMessages, INCINERATOR_ADDRESS, NO_REASON } from '@shared/schemas/burn';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;

describe('a holder burns tokens three ways and the chain agrees', () => {
  let server: Server;
  let alice: ApiWallet;
  let connection: Connection;
  let mint: PublicKey;
  let ata: PublicKey;

  const supply = async () => (await getMint(connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID)).supply;
  const balance = async () => (await getAccount(connection, ata, 'confirmed', TOKEN_2022_PROGRAM_ID)).amount;
  const burn = (body: Json) =>
    alice.runOperation('/api/tokens/burn', { tokenAddress: mint.toBase58(), confirmBurn: true, ...body });

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url);
    connection = new Connection(server.rpcUrl, {
      wsEndpoint: server.rpcUrl.replace(/^http/, 'ws'),
      commitment: 'confirmed',
    });
    const { plan, op } = await alice.runOperation('/api/tokens/create', {
      name: 'Ash',
      symbol: 'ASH',
      decimals: 6,
      totalSupply: '1,000,000',
    });
    expect(op?.json.status).toBe('confirmed');
    mint = new PublicKey(String((plan.json.summary as Json).mint));
    ata = getAssociatedTokenAddressSync(mint, new PublicKey(alice.address), false, TOKEN_2022_PROGRAM_ID);
  });
  afterAll(() => server.close());

  it('burn-instruction: the balance and the total supply fall by the amount', async () => {
    const { plan, op } = await burn({ amount: 1000, method: 'burn-instruction' });
    expect(plan.status).toBe(200);
    expect(typeof plan.json.burnId).toBe('string');
    expect(op?.json.status).toBe('confirmed');
    const result = op?.json.result as Json;
    expect(result).toMatchObject({ burnId: plan.json.burnId, supplyAfter: '999000' });
    expect(typeof result.txHash).toBe('string');
    expect(result.gasUsed).toBe('0.000005');
    expect(await supply()).toBe(999_000_000_000n);
    expect(await balance()).toBe(999_000_000_000n);
  });

  it('null-address: 10% goes to the incinerator, the supply stays', async () => {
    const { plan, op } = await burn({
      amount: '99900',
      burnType: 'percentage',
      percentage: 10,
      method: 'null-address',
      reason: 'Community vote',
    });
    expect(plan.json.message).toBeUndefined();
    expect(op?.json.status).toBe('confirmed');
    expect(await supply()).toBe(999_000_000_000n);
    expect(await balance()).toBe(899_100_000_000n);
    const incinerator = getAssociatedTokenAddressSync(
      mint,
      new PublicKey(INCINERATOR_ADDRESS),
      true,
      TOKEN_2022_PROGRAM_ID,
    );
    const sink = await getAccount(connection, incinerator, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(sink.amount).toBe(99_900_000_000n);
    expect(sink.owner.toBase58()).toBe(INCINERATOR_ADDRESS);
  });

  it('refuses bad burns with the spec’s messages and changes nothing', async () => {
    const unconfirmed = await alice.call('POST', '/api/tokens/burn', {
      tokenAddress: mint.toBase58(),
      amount: 1,
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.message).toBe(burnMessages.confirmRequired);
    const tooMuch = await alice.call('POST', '/api/tokens/burn', {
      tokenAddress: mint.toBase58(),
      amount: 10_000_000,
      confirmBurn: true,
    });
    expect(tooMuch.json.message).toBe(burnMessages.insufficient);
    const partialPermanent = await alice.call('POST', '/api/tokens/burn', {
      tokenAddress: mint.toBase58(),
      amount: 5,
      method: 'permanent',
      confirmBurn: true,
    });
    expect(partialPermanent.json.message).toBe(burnMessages.permanentNeedsAll);
    const zero = await alice.call('POST', '/api/tokens/burn', {
      tokenAddress: mint.toBase58(),
      amount: 0,
      confirmBurn: true,
    });
    expect(zero.json.message).toBe(burnMessages.amountInvalid);
    const script = await alice.call('POST', '/api/tokens/burn', {
      tokenAddress: mint.toBase58(),
      amount: 1,
      reason: '<script>alert(1)</script>',
      confirmBurn: true,
    });
    expect(script.json.message).toBe('Invalid transaction data detected');
    expect(await balance()).toBe(899_100_000_000n);
  });

  it('permanent: burns the rest, closes the account and returns its rent', async () => {
    const owner = new PublicKey(alice.address);
    const rent = (await connection.getAccountInfo(ata, 'confirmed'))?.lamports ?? 0;
    expect(rent).toBeGreaterThan(0);
    const lamportsBefore = await connection.getBalance(owner, 'confirmed');
    const { op } = await burn({ amount: '899100', burnType: 'all', method: 'permanent' });
    expect(op?.json.status).toBe('confirmed');
    expect(await supply()).toBe(99_900_000_000n);
    expect(await connection.getAccountInfo(ata, 'confirmed')).toBeNull();
    expect(await connection.getBalance(owner, 'confirmed')).toBe(lamportsBefore + rent - 5000);
  });

  it('keeps the history and stats of the wallet’s own confirmed burns', async () => {
    const history = await alice.call('GET', '/api/burns');
    const burns = history.json.burns as Json[];
    expect(burns.map((b) => b.method)).toEqual(['permanent', 'null-address', 'burn-instruction']);
    expect(burns[2]).toMatchObject({
      amount: '1000',
      supplyBefore: '1000000',
      supplyAfter: '999000',
      supplyPercentage: 0.1,
      balancePercentage: 0.1,
      reason: NO_REASON,
      symbol: 'ASH',
    });
    expect(burns[1]).toMatchObject({
      amount: '99900',
      balancePercentage: 10,
      reason: 'Community vote',
      supplyAfter: '999000',
    });
    expect(burns[0]).toMatchObject({ amount: '899100', balancePercentage: 100, supplyAfter: '99900' });
    expect(String(burns[0]?.explorerUrl)).toContain(String(burns[0]?.txHash));
    const stats = await alice.call('GET', '/api/burns/stats');
    expect(stats.json).toMatchObject({ totalBurns: 3, tokensAffected: 1, feesSol: '0.000015' });
    expect(Number(stats.json.rentReclaimedSol)).toBeGreaterThan(0);

    const bob = await ApiWallet.create(server.url, 1);
    expect((await bob.call('GET', '/api/burns')).json.burns).toEqual([]);
    expect((await bob.call('GET', '/api/burns/stats')).json.totalBurns).toBe(0);
  });

  it('burns a classic SPL Token mint made by another client', async () => {
    const payer = Keypair.generate();
    const signature = await connection.requestAirdrop(payer.publicKey, 2e9);
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
    const classic = await createMint(
      connection,
      payer,
      payer.publicKey,
      null,
      2,
      undefined,
      undefined,
      TOKEN_PROGRAM_ID,
    );
    const owner = new PublicKey(alice.address);
    const account = await getOrCreateAssociatedTokenAccount(connection, payer, classic, owner);
    await mintTo(connection, payer, classic, account.address, payer, 50_000);
    const { op } = await alice.runOperation('/api/tokens/burn', {
      tokenAddress: classic.toBase58(),
      amount: 12.5,
      confirmBurn: true,
    });
    expect(op?.json.status).toBe('confirmed');
    expect((await getMint(connection, classic, 'confirmed')).supply).toBe(48_750n);
    expect((await getAccount(connection, account.address, 'confirmed')).amount).toBe(48_750n);
  });
});
