import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { tokenBridgeAbi } from '@shared/evm/contract-abis';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { bridgeFromSolana, evmClients, waitForTransfer, type BridgeNetworks } from './helpers/bridge';
import { spawnServer } from './helpers/child-server';
import { freePortWithNext, tempDataDir } from './helpers/server';

type Json = Record<string, unknown>;

/** A user's way to USDC: swap SOL for it on the seeded SOL/USDC pool. */
async function buyUsdc(wallet: ApiWallet, sol: string): Promise<void> {
  const tokens = (await wallet.call('GET', '/api/dex/tokens')).json.tokens as Json[];
  const pools = (await wallet.call('GET', '/api/dex/pools')).json.pools as Json[];
  const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint;
  const pool = pools.find((p) => p.label === 'SOL/USDC');
  const { op } = await wallet.runOperation('/api/dex/raydium/amm', {
    fromToken: NATIVE_MINT,
    toToken: usdc,
    amount: sol,
    slippage: 0.01,
    pair: pool?.id,
  });
  expect(op?.json.status).toBe('confirmed');
}

describe('a relayer killed mid-transfer resumes after a restart and mints exactly once', () => {
  it('SIGKILL while the transfer is moving, restart on the same data: one mint, the full amount', async () => {
    const dataDir = tempDataDir();
    const port = await freePortWithNext();
    let server = await spawnServer({ dataDir, port });
    try {
      const alice = await ApiWallet.create(server.url, 20);
      await buyUsdc(alice, '5');
      const evmUser = privateKeyToAccount(generatePrivateKey());
      const { started, op } = await bridgeFromSolana(alice, {
        sourceChain: 'solana',
        destinationChain: 'polygon',
        token: 'USDC',
        amount: '250',
        destinationAddress: evmUser.address,
      });
      expect(op?.status).toBe(200);
      const id = String(started.json.bridgeId);
      // Kill as soon as the lock is confirmed and the relayer has work in hand.
      for (let i = 0; i < 600; i++) {
        const history = await alice.call('GET', '/api/dex/cross-chain/history');
        const item = (history.json.transfers as Json[]).find((t) => t.id === id);
        if (item && Number(item.progress) >= 40) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await server.kill();

      server = await spawnServer({ dataDir, port });
      const again = await alice.on(server.url);
      const done = await waitForTransfer(again, id);
      expect(done).toMatchObject({ status: 'completed', received: '249.75' });
      const networks = (await again.call('GET', '/api/dex/cross-chain/networks'))
        .json as unknown as BridgeNetworks;
      const polygon = networks.networks.find((n) => n.chain === 'polygon');
      if (!polygon?.chainId || !polygon.bridgeAddress) throw new Error('no polygon bridge');
      const { pub, balanceOf } = evmClients(`${server.url}/evm/${polygon.chainId}`, polygon.chainId);
      expect(await balanceOf(polygon.tokens.USDC as Hex, evmUser.address)).toBe(249_750_000n);
      const minted = await pub.getContractEvents({
        address: polygon.bridgeAddress as Hex,
        abi: tokenBridgeAbi,
        eventName: 'Minted',
        fromBlock: 0n,
      });
      expect(minted).toHaveLength(1);
      expect(minted[0]?.transactionHash).toBe(done.destinationTx);
      const rec = await again.call('GET', '/api/dex/cross-chain/reconciliation');
      for (const t of rec.json.tokens as Json[]) expect(t.balanced).toBe(true);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
