import { Connection, PublicKey } from '@solana/web3.js';
import { getAccount, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { CURVE_SUPPLY } from '@shared/math/bonding-curve';
import type { LaunchDetail } from '@shared/schemas/launchpad';
import { ApiWallet } from './helpers/api-wallet';
import { spawnServer } from './helpers/child-server';
import { freePort, tempDataDir } from './helpers/server';
import { storedRows } from './helpers/stored-rows';
import { vaultTrades } from './helpers/vault-flows';

const entry = 'tests/integration/fixtures/kill-at-send/main.ts';

/**
 * A curve buy's tokens beyond its signed minimum come in a settlement sent after its transaction
 * confirmed. The server is killed just before it sends the settlement; after a restart on the same data
 * the buy confirms once with its full amount, paid once, and the curve's record has it.
 */
describe('a server killed between a curve buy and its settlement', () => {
  it('confirms the buy after a restart with its full amount, paid once', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    // The launch's transactions, then the buy's (send n + 1), then its settlement (n + 2).
    let server = await spawnServer({ dataDir, port });
    const creator = await ApiWallet.create(server.url, 3);
    const launched = await creator.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Crash Cat',
        tokenSymbol: 'CRASH',
        description: 'Crash Cat survives a kill between trade and settlement',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(launched.op?.json.status).toBe('confirmed');
    const mint = String(launched.plan.json.mint);
    await server.stop();
    server = await spawnServer({ dataDir, port, entry, env: { KILL_AT_SEND: '2' } });
    try {
      const wallet = await ApiWallet.create(server.url, 3);
      const detail = (await wallet.call('GET', `/api/launchpad/launches/${mint}`))
        .json as unknown as LaunchDetail;
      const plan = await wallet.call('POST', '/api/dex/pump-fun', {
        action: 'buy',
        mint,
        amount: '1',
        slippage: 5,
      });
      expect(plan.status).toBe(200);
      const id = String(plan.json.operationId);
      const summary = plan.json.summary as { tokens: string; signedTokens: string };
      const killed = await wallet
        .call('POST', `/api/operations/${id}/submit`, {
          transactions: await wallet.sign(plan.json.transactions as string[]),
        })
        .then(
          () => false,
          () => true,
        );
      expect(killed).toBe(true);
      await server.kill();
      expect(await storedRows(dataDir, id)).toEqual({
        status: 'submitted',
        txs: [
          { role: 'wallet', status: 'confirmed', sent: true },
          { role: 'settlement', status: 'submitted', sent: true },
        ],
      });

      server = await spawnServer({ dataDir, port });
      await expect
        .poll(async () => (await wallet.call('GET', `/api/operations/${id}`)).json.status, {
          timeout: 30_000,
        })
        .toBe('confirmed');
      const op = (await wallet.call('GET', `/api/operations/${id}`)).json as {
        summary: { settledTokens: string };
        transactions: { status: string }[];
      };
      expect(op.transactions.map((t) => t.status)).toEqual(['confirmed', 'confirmed']);
      // No one else traded: the fair amount is the quote, above the signed minimum.
      expect(op.summary.settledTokens).toBe(summary.tokens);
      expect(BigInt(summary.tokens) > BigInt(summary.signedTokens)).toBe(true);
      expect(await wallet.tokenBalance(mint)).toBe(BigInt(summary.tokens));

      // On chain, read with web3.js: the buy and one settlement took exactly that out of the token vault.
      const connection = new Connection(server.rpcUrl, 'confirmed');
      const trades = await vaultTrades(connection, detail.tokenVault);
      const buy = trades[trades.length - 1];
      expect(-(buy?.walletDelta ?? 0n) - (buy?.settlementDelta ?? 0n)).toBe(BigInt(summary.tokens));
      const vault = await getAccount(
        connection,
        new PublicKey(detail.tokenVault),
        'confirmed',
        TOKEN_2022_PROGRAM_ID,
      );
      const after = (await wallet.call('GET', `/api/launchpad/launches/${mint}`))
        .json as unknown as LaunchDetail;
      expect(BigInt(after.sold)).toBe(BigInt(detail.sold) + BigInt(summary.tokens));
      expect(vault.amount).toBe(CURVE_SUPPLY - BigInt(after.sold));
    } finally {
      await server.kill();
    }
  }, 180_000);
});
