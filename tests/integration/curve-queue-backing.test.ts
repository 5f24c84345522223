import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWith, quoteBuy, type CurveState } from '@shared/math/bonding-curve';
import { signedBuyOf } from '@shared/math/curve-settle';
import { launchpadMessages } from '@shared/schemas/launchpad';
import { ApiWallet } from './helpers/api-wallet';
import { launchStandardCurve, recordedCurve } from './helpers/curve-launch';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
const SOL = 1_000_000_000n;

/** What the honest wallet sees: the quote's tokens and the minimum it would sign. */
const seen = (json: Record<string, unknown>) => ({
  tokens: String(json.tokens),
  minimumReceived: String(json.minimumReceived),
});

/** The quote of a buy of `units` lamports (fee included) at `state`, from the shared math alone. */
const expectedBuy = (state: CurveState, units: bigint, slippage: number) => {
  const b = quoteBuy(state, units);
  return {
    tokens: b.tokens.toString(),
    minimumReceived: signedBuyOf(
      { tokens: b.tokens, cost: b.cost, fee: b.fee },
      slippage,
    ).minTokens.toString(),
  };
};

/**
 * Quotes count the curve trades planned ahead of them (curve-queue.ts), so planning without sending must
 * not be free: a buy the wallet cannot pay is refused before it counts. The honest trade then confirms,
 * read back from the chain.
 */
describe('plans that are never sent cannot loosen other wallets’ minimums', () => {
  let server: Server;

  const recorded = (mint: string) => recordedCurve(server, mint);
  const launch = (symbol: string) =>
    launchStandardCurve(server, symbol, `${symbol} Cat is planned by wallets that never send`);
  const buy = (wallet: ApiWallet, mint: string, amount: string, slippage: number) =>
    wallet.call('POST', '/api/dex/pump-fun', { action: 'buy', mint, amount, slippage });
  const quote = (wallet: ApiWallet, mint: string, amount: string, slippage: number) =>
    wallet.call('POST', '/api/launchpad/quote', { mint, side: 'buy', amount, slippage });
  /** Signs and submits the honest plan; its tokens on chain are the fair amount of the curve at `start`. */
  const confirmsAlone = async (
    wallet: ApiWallet,
    mint: string,
    plan: Record<string, unknown>,
    start: CurveState,
  ) => {
    const signed = await wallet.sign(plan.transactions as string[]);
    const res = await wallet.call('POST', `/api/operations/${String(plan.operationId)}/submit`, {
      transactions: signed,
    });
    expect([res.status, res.json.status]).toEqual([200, 'confirmed']);
    const summary = plan.summary as { signedLamports: string; minimumReceived: string };
    const fair = buyWith(start, BigInt(summary.signedLamports));
    const held = await wallet.tokenBalance(mint);
    expect(held).toBe(fair.tokens);
    expect(held >= BigInt(summary.minimumReceived)).toBe(true);
  };

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
  }, 120_000);
  afterAll(() => server.close());

  it('buys from wallets without the SOL are refused before they count: the honest quote and minimum do not move', async () => {
    const detail = await launch('GHST');
    const honest = await ApiWallet.create(server.url, 2);
    const start = await recorded(detail.mint);
    const alone = expectedBuy(start, SOL / 10n, 1);
    expect(seen((await quote(honest, detail.mint, '0.1', 1)).json)).toEqual(alone);

    // Signed in, no SOL (or too little), each planning 5 SOL while the honest wallet asks for quotes.
    const phantoms = await Promise.all(
      Array.from({ length: 12 }, (_, i) => ApiWallet.create(server.url, i % 3)),
    );
    const [plans, quotes] = await Promise.all([
      Promise.all(phantoms.map((w) => buy(w, detail.mint, '5', 50))),
      Promise.all(Array.from({ length: 12 }, () => quote(honest, detail.mint, '0.1', 1))),
    ]);
    for (const p of plans)
      expect([p.status, p.json.message]).toEqual([400, launchpadMessages.insufficientSol]);
    for (const q of quotes) expect(seen(q.json)).toEqual(alone);

    const plan = await buy(honest, detail.mint, '0.1', 1);
    expect(plan.status).toBe(200);
    expect((plan.json.summary as { minimumReceived: string }).minimumReceived).toBe(alone.minimumReceived);
    expect(await recorded(detail.mint)).toEqual(start);
    await confirmsAlone(honest, detail.mint, plan.json, start);
  }, 300_000);
});
