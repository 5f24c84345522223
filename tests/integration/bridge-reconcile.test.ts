import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeTokens, bridgeTransfers } from '@server/db/schema';
import { tokenBridgeAbi } from '@shared/evm/contract-abis';
import {
  EVM_BRIDGE_CHAINS,
  TOKEN_DECIMALS,
  type BridgeToken,
  type EvmBridgeChain,
} from '@shared/schemas/bridge';
import { ApiWallet } from './helpers/api-wallet';
import {
  bridgeFromSolana,
  evmClients,
  fundToken,
  waitForTransfer,
  type BridgeNetworks,
} from './helpers/bridge';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;
type Network = BridgeNetworks['networks'][number];

/** Seeded, so a failure replays (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('bridge bookkeeping: custody equals the wrapped supply after random transfers and a lost completion', () => {
  let server: Server;
  let alice: ApiWallet;
  const networks = new Map<EvmBridgeChain, Network>();
  const users = new Map<EvmBridgeChain, PrivateKeyAccount>();
  const tokens: BridgeToken[] = ['USDC', 'USDT', 'WETH', 'WBTC'];

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 20);
    const list = (await alice.call('GET', '/api/dex/cross-chain/networks')).json as unknown as BridgeNetworks;
    for (const chain of EVM_BRIDGE_CHAINS) {
      const n = list.networks.find((x) => x.chain === chain);
      if (!n) throw new Error(`no ${chain}`);
      networks.set(chain, n);
      users.set(chain, privateKeyToAccount(generatePrivateKey()));
    }
    for (const symbol of tokens) {
      const [row] = await server.ctx.database.db
        .select()
        .from(bridgeTokens)
        .where(eq(bridgeTokens.symbol, symbol));
      await fundToken(
        server,
        String(row?.mint),
        alice.address,
        1_000n * 10n ** BigInt(TOKEN_DECIMALS[symbol]),
        TOKEN_DECIMALS[symbol],
      );
    }
  });
  afterAll(() => server.close());

  const reconciled = async () => {
    const rec = await alice.call('GET', '/api/dex/cross-chain/reconciliation');
    return rec.json.tokens as Json[];
  };

  it('50 random transfers both ways over the four EVM chains leave every token balanced', async () => {
    const next = random(16);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const outbound: Promise<Json>[] = [];
    for (let i = 0; i < 30; i++) {
      const chain = pick(EVM_BRIDGE_CHAINS);
      const token = pick(tokens);
      const amount = (1 + Math.floor(next() * 2000) / 100).toFixed(2);
      const user = users.get(chain);
      const { started } = await bridgeFromSolana(alice, {
        sourceChain: 'solana',
        destinationChain: chain,
        token,
        amount,
        destinationAddress: user?.address,
      });
      expect(started.status).toBe(200);
      outbound.push(waitForTransfer(alice, String(started.json.bridgeId)));
    }
    for (const item of await Promise.all(outbound)) expect(item.status).toBe('completed');
    const inbound: Promise<Json>[] = [];
    for (let i = 0; i < 20; i++) {
      const chain = pick(EVM_BRIDGE_CHAINS);
      const n = networks.get(chain);
      const user = users.get(chain);
      if (!n?.chainId || !user) throw new Error('setup');
      const { wallet, balanceOf, pub } = evmClients(`${server.url}/evm/${n.chainId}`, n.chainId, user);
      const held = await Promise.all(tokens.map((t) => balanceOf(n.tokens[t] as Hex, user.address)));
      const index = held.findIndex((b) => b > 1000n);
      if (index < 0) continue;
      const token = tokens[index] as BridgeToken;
      const units = (held[index] ?? 0n) / BigInt(2 + Math.floor(next() * 3));
      const back = await alice.call('POST', '/api/dex/cross-chain', {
        sourceChain: chain,
        destinationChain: 'solana',
        token,
        amount: (Number(units) / 10 ** TOKEN_DECIMALS[token]).toFixed(TOKEN_DECIMALS[token]),
        destinationAddress: alice.address,
      });
      expect(back.status).toBe(200);
      const tx = back.json.evmTransaction as { to: Hex; data: Hex };
      const hash = await wallet?.sendTransaction({ to: tx.to, data: tx.data });
      if (!hash) throw new Error('no burn');
      expect((await pub.waitForTransactionReceipt({ hash })).status).toBe('success');
      inbound.push(waitForTransfer(alice, String(back.json.bridgeId)));
    }
    for (const item of await Promise.all(inbound)) expect(item.status).toBe('completed');
    for (const t of await reconciled()) {
      expect(t.balanced, JSON.stringify(t)).toBe(true);
    }
  }, 600_000);

  it('a completion the database lost (mint landed, row not updated) is finished from the chain, not minted again', async () => {
    const user = users.get('bsc');
    const bsc = networks.get('bsc');
    if (!user || !bsc?.chainId || !bsc.bridgeAddress) throw new Error('setup');
    const { started } = await bridgeFromSolana(alice, {
      sourceChain: 'solana',
      destinationChain: 'bsc',
      token: 'USDC',
      amount: '10',
      destinationAddress: user.address,
    });
    const id = String(started.json.bridgeId);
    const first = await waitForTransfer(alice, id);
    const { balanceOf, pub } = evmClients(`${server.url}/evm/${bsc.chainId}`, bsc.chainId);
    const balance = await balanceOf(bsc.tokens.USDC as Hex, user.address);
    // The state a crash between the mint landing and the row's update leaves behind.
    await server.ctx.database.db
      .update(bridgeTransfers)
      .set({ status: 'confirming', progress: 70, destinationTx: null })
      .where(eq(bridgeTransfers.id, id));
    await server.ctx.jobs.send('bridge-mint', { transferId: id });
    const again = await waitForTransfer(alice, id);
    expect(again.destinationTx).toBe(first.destinationTx);
    expect(await balanceOf(bsc.tokens.USDC as Hex, user.address)).toBe(balance);
    const [row] = await server.ctx.database.db
      .select()
      .from(bridgeTransfers)
      .where(eq(bridgeTransfers.id, id));
    const minted = await pub.getContractEvents({
      address: bsc.bridgeAddress as Hex,
      abi: tokenBridgeAbi,
      eventName: 'Minted',
      args: { messageId: row?.messageId as Hex },
      fromBlock: 0n,
    });
    expect(minted).toHaveLength(1);
    for (const t of await reconciled()) expect(t.balanced).toBe(true);
  }, 180_000);
});
