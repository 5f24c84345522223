import { Connection } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { erc20Abi, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeTokens, bridgeTransfers } from '@server/db/schema';
import { tokenBridgeAbi } from '@shared/evm/contract-abis';
import { bridgeMessages } from '@shared/schemas/bridge';
import { ApiWallet } from './helpers/api-wallet';
import {
  bridgeFromSolana,
  evmClients,
  fundToken,
  splBalance,
  waitForTransfer,
  type BridgeNetworks,
} from './helpers/bridge';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;

describe('Solana ⇄ embedded EVM bridge: lock-and-mint with guardian messages, checked by web3.js and viem', () => {
  let server: Server;
  let alice: ApiWallet;
  let connection: Connection;
  let usdcMint: string;
  let eth: BridgeNetworks['networks'][number];
  const evmUser = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url);
    connection = new Connection(server.rpcUrl, 'confirmed');
    const networks = (await alice.call('GET', '/api/dex/cross-chain/networks'))
      .json as unknown as BridgeNetworks;
    const found = networks.networks.find((n) => n.chain === 'ethereum');
    if (!found?.chainId) throw new Error('no ethereum network');
    eth = found;
    const [usdc] = await server.ctx.database.db
      .select()
      .from(bridgeTokens)
      .where(eq(bridgeTokens.symbol, 'USDC'));
    usdcMint = String(usdc?.mint);
    await fundToken(server, usdcMint, alice.address, 1_000_000_000n, 6);
  });
  afterAll(() => server.close());

  it('100 USDC from Solana arrives as 99.9 wrapped USDC on Ethereum, then goes back', async () => {
    const before = await splBalance(connection, alice.address, usdcMint);
    const { started, op } = await bridgeFromSolana(alice, {
      sourceChain: 'solana',
      destinationChain: 'ethereum',
      token: 'USDC',
      amount: '100',
      destinationAddress: evmUser.address,
    });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      sourceTx: null,
      quote: { amount: '100', fee: '0.1', received: '99.9' },
    });
    expect(typeof started.json.estimatedTime).toBe('string');
    expect(op?.status).toBe(200);
    const done = await waitForTransfer(alice, String(started.json.bridgeId));
    expect(done).toMatchObject({ status: 'completed', progress: 100, amount: '100', received: '99.9' });
    expect(typeof done.sourceTx).toBe('string');
    expect(String(done.destinationTx)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await splBalance(connection, alice.address, usdcMint)).toBe(before - 100_000_000n);

    const rpcUrl = `${server.url}/evm/${eth.chainId}`;
    const { pub, wallet, balanceOf } = evmClients(rpcUrl, Number(eth.chainId), evmUser);
    const token = eth.tokens.USDC as Hex;
    expect(await pub.getChainId()).toBe(eth.chainId);
    expect(await balanceOf(token, evmUser.address)).toBe(99_900_000n);
    const receipt = await pub.getTransactionReceipt({ hash: done.destinationTx as Hex });
    expect(receipt.status).toBe('success');

    // The stored guardian message replayed against the contract is refused.
    const [row] = await server.ctx.database.db
      .select()
      .from(bridgeTransfers)
      .where(eq(bridgeTransfers.id, String(started.json.bridgeId)));
    await expect(
      pub.simulateContract({
        address: eth.bridgeAddress as Hex,
        abi: tokenBridgeAbi,
        functionName: 'mint',
        args: [
          row?.messageId as Hex,
          token,
          evmUser.address,
          99_900_000n,
          (row?.guardianSignatures ?? []) as Hex[],
        ],
        account: evmUser,
      }),
    ).rejects.toThrow(/MessageConsumed/);

    // Back: the EVM wallet burns 50 on the bridge the server names; custody releases 49.95 on Solana.
    const back = await alice.call('POST', '/api/dex/cross-chain', {
      sourceChain: 'ethereum',
      destinationChain: 'solana',
      token: 'USDC',
      amount: 50,
      destinationAddress: alice.address,
    });
    expect(back.status).toBe(200);
    const evmTx = back.json.evmTransaction as { to: Hex; data: Hex; chainId: number };
    expect(evmTx.chainId).toBe(eth.chainId);
    const burnHash = await wallet?.sendTransaction({ to: evmTx.to, data: evmTx.data });
    if (!burnHash) throw new Error('no burn hash');
    expect((await pub.waitForTransactionReceipt({ hash: burnHash })).status).toBe('success');
    const returned = await waitForTransfer(alice, String(back.json.bridgeId));
    expect(returned).toMatchObject({ status: 'completed', sourceTx: burnHash, received: '49.95' });
    expect(await splBalance(connection, alice.address, usdcMint)).toBe(before - 100_000_000n + 49_950_000n);
    expect(await balanceOf(token, evmUser.address)).toBe(49_900_000n);
    expect(await pub.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })).toBe(
      49_900_000n,
    );

    const rec = await alice.call('GET', '/api/dex/cross-chain/reconciliation');
    for (const t of rec.json.tokens as Json[]) expect(t.balanced).toBe(true);
  });

  it('refuses bad requests with the spec’s messages', async () => {
    const post = (body: Json) => alice.call('POST', '/api/dex/cross-chain', body);
    const base = {
      sourceChain: 'solana',
      destinationChain: 'ethereum',
      token: 'USDC',
      amount: '1',
      destinationAddress: evmUser.address,
    };
    const same = await post({ ...base, destinationChain: 'solana' });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.json)).toContain(bridgeMessages.sameChain);
    expect(JSON.stringify((await post({ ...base, amount: '-1' })).json)).toContain(
      bridgeMessages.amountInvalid,
    );
    expect(JSON.stringify((await post({ ...base, amount: '1e400' })).json)).toContain(
      bridgeMessages.amountInvalid,
    );
    expect(JSON.stringify((await post({ ...base, destinationAddress: alice.address })).json)).toContain(
      bridgeMessages.evmAddressInvalid,
    );
    expect(JSON.stringify((await post({ ...base, amount: '0.0000001' })).json)).toContain(
      bridgeMessages.tooPrecise,
    );
    expect(JSON.stringify((await post({ ...base, amount: '999999999' })).json)).toContain(
      bridgeMessages.insufficient,
    );
    const nul = await post({ ...base, destinationAddress: '0x\u0000' });
    expect(nul.status).toBe(400);
  });
});
