import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer, tempDataDir } from './helpers/server';

describe('a restart keeps every token, balance and record', () => {
  it('still shows the launched token after the server stops and starts again on the same data', async () => {
    const dataDir = tempDataDir();
    const first = await startTestServer({ dataDir });
    const wallet = await ApiWallet.create(first.url);
    const { plan, op } = await wallet.runOperation('/api/tokens/create', {
      name: 'Durable',
      symbol: 'DUR',
      decimals: 9,
      totalSupply: '42',
    });
    expect(op?.json.status).toBe('confirmed');
    const mint = String((plan.json.summary as Record<string, unknown>).mint);
    await first.close();

    const second = await startTestServer({ dataDir, port: first.port });
    try {
      const again = await wallet.call('GET', '/api/tokens/list');
      expect((again.json.tokens as Array<{ mint: string }>).map((t) => t.mint)).toEqual([mint]);
      const connection = new Connection(second.rpcUrl, 'confirmed');
      const info = await getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
      expect(info.supply).toBe(42_000_000_000n);
      const balance = await wallet.call('POST', '/api/tokens/balance', {
        walletAddress: wallet.address,
        tokenAddress: mint,
      });
      expect(balance.json.balance).toBe('42');
    } finally {
      await second.close();
    }
  });
});
