import { Connection, PublicKey } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyCost,
  CURVE_SALE,
  graduationAmounts,
  remaining,
  tradeFee,
  type CurveState,
} from '@shared/math/bonding-curve';
import type { Pool } from '@shared/schemas/dex';
import { launchpadMessages, type LaunchDetail } from '@shared/schemas/launchpad';
import { launches, launchTrades } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };

const lamportsOf = async (w: ApiWallet) =>
  BigInt((await w.rpc<{ value: number }>('getBalance', [w.address])).value);

/**
 * The last buy of a sale signs for the rest of the curve as it was quoted; another buy lands first. At its
 * turn it gets what is left (still above its minimum), pays the curve's price for exactly that plus 1 %,
 * and the SOL the curve could not take comes back. The curve graduates once; a buy signed before the
 * sell-out and one planned after are refused with the reason, and nothing moves.
 */
describe('the last buy sells the curve out', () => {
  let server: Server;
  let connection: Connection;
  let mint = '';

  const recorded = async (): Promise<CurveState> => {
    const [row] = await server.ctx.database.db.select().from(launches).where(eq(launches.mint, mint));
    if (!row) throw new Error('no launch row');
    return { kind: 'standard', sold: row.sold, raised: row.raised };
  };
  const tokenAccount = async (owner: string) =>
    (await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { mint: new PublicKey(mint) }))
      .value[0];

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
    connection = new Connection(server.rpcUrl, 'confirmed');
    const creator = await ApiWallet.create(server.url, 3);
    const { op, plan } = await creator.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Last Cat',
        tokenSymbol: 'LAST',
        description: 'Last Cat is sold out by its last buyer',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String(plan.json.mint);
    const whale = await ApiWallet.create(server.url, 85);
    const bought = await whale.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '80' });
    expect(bought.op?.json.status).toBe('confirmed');
  }, 120_000);
  afterAll(() => server.close());

  it('gets the rest of the curve with the excess SOL back, graduates once, and the next buy is refused', async () => {
    const last = await ApiWallet.create(server.url, 12);
    const plan = await last.call('POST', '/api/dex/pump-fun', {
      action: 'buy',
      mint,
      amount: '10',
      slippage: 50,
    });
    expect(plan.status).toBe(200);
    const summary = plan.json.summary as Record<string, string>;
    const signed = {
      signedTokens: summary.signedTokens ?? summary.tokens ?? '',
      signedLamports: summary.signedLamports ?? summary.lamports ?? '',
      signedFeeLamports: summary.signedFeeLamports ?? summary.feeLamports ?? '',
      networkFeeLamports: summary.networkFeeLamports ?? '',
    };
    // Quoted for the whole rest of the curve, capped below the 10 SOL asked.
    expect(summary.tokens).toBe(remaining(await recorded()).toString());
    expect(BigInt(signed.signedLamports) < 9n * 10n ** 9n).toBe(true);

    const first = await ApiWallet.create(server.url, 3);
    expect(
      (await first.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '1' })).op?.json.status,
    ).toBe('confirmed');
    const late = await ApiWallet.create(server.url, 3);
    const latePlan = await late.call('POST', '/api/dex/pump-fun', { action: 'buy', mint, amount: '1' });
    expect(latePlan.status).toBe(200);

    const before = await recorded();
    const rest = remaining(before);
    expect(rest >= BigInt(signed.signedTokens)).toBe(true);
    const cost = buyCost(before, rest) ?? 0n;
    const fee = tradeFee(cost);
    const lamportsBefore = await lamportsOf(last);
    const submitted = await last.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
      transactions: await last.sign(plan.json.transactions as string[]),
    });
    expect(submitted.json.status).toBe('confirmed');
    const result = submitted.json.result as { received: string; refundLamports: string; status: string };
    expect(result).toMatchObject({ received: rest.toString(), status: 'graduating' });
    const refund = BigInt(signed.signedLamports) + BigInt(signed.signedFeeLamports) - cost - fee;
    expect(refund > 0n).toBe(true);
    expect(result.refundLamports).toBe(refund.toString());
    const account = await tokenAccount(last.address);
    expect(BigInt(account?.account.data.parsed.info.tokenAmount.amount ?? 0)).toBe(rest);
    // Paid the curve's price for the rest plus 1 % of it, the token account's rent and the network fee.
    const spent = lamportsBefore - (await lamportsOf(last));
    expect(spent).toBe(
      cost + fee + BigInt(account?.account.lamports ?? 0) + BigInt(signed.networkFeeLamports),
    );

    const after = await recorded();
    expect(after).toEqual({ kind: 'standard', sold: CURVE_SALE, raised: before.raised + cost });
    const trades = await server.ctx.database.db
      .select()
      .from(launchTrades)
      .where(eq(launchTrades.mint, mint));
    expect(trades.reduce((s, t) => s + BigInt(t.lamports), 0n)).toBe(after.raised);

    let detail: LaunchDetail;
    for (;;) {
      detail = (await last.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
      if (detail.status === 'graduated') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const pools = ((await last.call('GET', '/api/dex/pools')).json.pools as Pool[]).filter(
      (p) => p.tokenA.mint === mint || p.tokenB.mint === mint,
    );
    expect(pools.map((p) => [p.id, p.type])).toEqual([[detail.poolId, 'constant-product']]);
    const amounts = graduationAmounts(after);
    const pool = pools[0];
    expect([pool?.reserveA, pool?.reserveB].map(String).sort()).toEqual(
      [amounts.poolTokens, amounts.poolSol].map(String).sort(),
    );

    // Signed before the sell-out, submitted after: refused, nothing moves.
    const lateLamports = await lamportsOf(late);
    const refused = await late.call('POST', `/api/operations/${String(latePlan.json.operationId)}/submit`, {
      transactions: await late.sign(latePlan.json.transactions as string[]),
    });
    expect(refused).toMatchObject({
      status: 409,
      json: { error: 'curve_sold_out', message: launchpadMessages.soldOut },
    });
    expect((await late.call('GET', `/api/operations/${String(latePlan.json.operationId)}`)).json.status).toBe(
      'planned',
    );
    expect(await late.tokenBalance(mint)).toBe(0n);
    expect(await lamportsOf(late)).toBe(lateLamports);
    const again = await late.call('POST', '/api/dex/pump-fun', { action: 'buy', mint, amount: '1' });
    expect(again).toMatchObject({ status: 400, json: { message: launchpadMessages.soldOut } });
    expect(await recorded()).toEqual(after);
  }, 120_000);
});
