import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeFee } from '@shared/math/bonding-curve';
import { launchpadMessages, type CurveQuote } from '@shared/schemas/launchpad';
import { operations } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };

interface Summary {
  minimumReceived: string;
  signedTokens: string;
  signedLamports: string;
  signedFeeLamports: string;
}

/**
 * The Pump.fun panel sends the minimum of the quote the user saw. A curve that can no longer pay it is
 * refused at planning (409 curve_price_moved) with the quote now and nothing stored; one that still pays
 * it is signed for at least that minimum, even when the slippage on the quote now would sign less.
 */
describe('the curve minimum a user was quoted is a floor: the plan never signs less', () => {
  let server: Server;
  let trader: ApiWallet;
  let mover: ApiWallet;
  let mint = '';

  const quote = async (side: 'buy' | 'sell', amount: string, slippage: number) =>
    (await trader.call('POST', '/api/launchpad/quote', { mint, side, amount, slippage }))
      .json as unknown as CurveQuote;
  const operationsOf = async (w: ApiWallet) =>
    (await server.ctx.database.db.select().from(operations).where(eq(operations.wallet, w.address))).length;
  const moverTrades = async (action: 'buy' | 'sell', amount: string) => {
    const { op } = await mover.runOperation('/api/dex/pump-fun', { action, mint, amount, slippage: 10 });
    expect(op?.json.status).toBe('confirmed');
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ...FAUCET, CHAIN_TICK_MS: '100' } });
    const creator = await ApiWallet.create(server.url, 5);
    [trader, mover] = await Promise.all([ApiWallet.create(server.url, 10), ApiWallet.create(server.url, 20)]);
    const { op, plan } = await creator.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Floor Cat',
        tokenSymbol: 'FLOOR',
        description: 'Floor Cat is never signed below its quote',
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String(plan.json.mint);
  }, 120_000);
  afterAll(() => server.close());

  it('buy: refused with the new quote after the curve moved beyond it; signed for the quoted minimum when the curve still pays it', async () => {
    const seen = await quote('buy', '0.5', 1);
    await moverTrades('buy', '3');
    const before = await operationsOf(trader);
    const refused = await trader.call('POST', '/api/dex/pump-fun', {
      action: 'buy',
      mint,
      amount: '0.5',
      slippage: 1,
      minimumReceived: seen.minimumReceived,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('curve_price_moved');
    expect(refused.json.message).toBe(launchpadMessages.priceMoved);
    const now = await quote('buy', '0.5', 1);
    expect(refused.json.quote).toEqual(now);
    expect(BigInt(now.tokens)).toBeLessThan(BigInt(seen.minimumReceived));
    expect(await operationsOf(trader)).toBe(before);

    // The curve moved a little (less than the 10 % tolerance): the quote now still pays the one seen, but
    // 10 % off it would sign for less than the user was shown.
    const wide = await quote('buy', '0.5', 10);
    await moverTrades('buy', '0.1');
    const planned = await trader.call('POST', '/api/dex/pump-fun', {
      action: 'buy',
      mint,
      amount: '0.5',
      slippage: 10,
      minimumReceived: wide.minimumReceived,
    });
    expect(planned.status).toBe(200);
    const summary = planned.json.summary as Summary;
    const atSlippageNow = BigInt((await quote('buy', '0.5', 10)).minimumReceived);
    expect(atSlippageNow).toBeLessThan(BigInt(wide.minimumReceived));
    expect(summary.signedTokens).toBe(wide.minimumReceived);
    expect(summary.minimumReceived).toBe(wide.minimumReceived);
  });

  it('sell: refused with the new quote after the curve fell beyond it; signed so that at least the quoted SOL arrives', async () => {
    const { op } = await trader.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '1' });
    expect(op?.json.status).toBe('confirmed');
    const seen = await quote('sell', '1000000', 1);
    await moverTrades('sell', '20000000');
    const refused = await trader.call('POST', '/api/dex/pump-fun', {
      action: 'sell',
      mint,
      amount: '1000000',
      slippage: 1,
      minimumReceived: seen.minimumReceived,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('curve_price_moved');
    expect(refused.json.quote).toEqual(await quote('sell', '1000000', 1));

    const wide = await quote('sell', '1000000', 10);
    await moverTrades('sell', '1000000');
    const planned = await trader.call('POST', '/api/dex/pump-fun', {
      action: 'sell',
      mint,
      amount: '1000000',
      slippage: 10,
      minimumReceived: wide.minimumReceived,
    });
    expect(planned.status).toBe(200);
    const summary = planned.json.summary as Summary;
    const net = BigInt(summary.signedLamports) - BigInt(summary.signedFeeLamports);
    expect(BigInt(summary.signedFeeLamports)).toBe(tradeFee(BigInt(summary.signedLamports)));
    expect(net).toBeGreaterThanOrEqual(BigInt(wide.minimumReceived));
    expect(net - BigInt(wide.minimumReceived)).toBeLessThanOrEqual(1n);
    expect(summary.minimumReceived).toBe(net.toString());
  });
});
