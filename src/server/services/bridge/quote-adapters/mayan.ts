import { z } from 'zod';
import { fetchQuote } from './fetch-quote';
import { REAL_CHAINS } from './real-tokens';
import type { QuoteAdapter } from './types';

const amount = z.number().nonnegative().finite();

/** The parts of Mayan's `GET /v3/quote` answer the screen shows: one entry per route (Swift, MCTP, Wormhole). */
const mayanQuoteSchema = z.object({
  quotes: z.array(
    z.object({
      type: z.string().max(40),
      effectiveAmountIn: amount,
      expectedAmountOut: amount,
      minAmountOut: amount.optional(),
      minReceived: amount.optional(),
      etaSeconds: z.number().nonnegative().optional(),
      clientEta: z.string().max(40).optional(),
      toToken: z.object({ decimals: z.number().int().min(0).max(36) }).optional(),
    }),
  ),
});

/** Mayan answers human amounts as JSON numbers; shown to the token's decimals without float noise. */
const human = (value: number, decimals: number) =>
  value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: Math.min(decimals, 12) });

/** Mayan: Swift auctions, Circle CCTP (MCTP) or Wormhole routes; the best expected output is shown. */
export const mayanAdapter: QuoteAdapter = {
  provider: 'Mayan',
  async quote(req, settings) {
    const url = new URL('/v3/quote', settings.baseUrl);
    url.search = new URLSearchParams({
      amountIn64: req.units.toString(),
      fromToken: req.from.address,
      fromChain: REAL_CHAINS[req.sourceChain].mayanName,
      toToken: req.to.address,
      toChain: REAL_CHAINS[req.destinationChain].mayanName,
      slippageBps: 'auto',
      swift: 'true',
      mctp: 'true',
      wormhole: 'true',
      gasDrop: '0',
    }).toString();
    const answer = await fetchQuote('Mayan', url, mayanQuoteSchema, settings.timeoutMs);
    if (!answer.ok) return { ok: false, provider: 'Mayan', error: answer.error };
    const best = [...answer.body.quotes].sort((a, b) => b.expectedAmountOut - a.expectedAmountOut)[0];
    if (!best) return { ok: false, provider: 'Mayan', error: 'Mayan has no route for this transfer' };
    const decimals = best.toToken?.decimals ?? req.to.decimals;
    const cost = best.effectiveAmountIn - best.expectedAmountOut;
    const min = best.minReceived ?? best.minAmountOut;
    return {
      ok: true,
      provider: 'Mayan',
      amountIn: human(best.effectiveAmountIn, req.from.decimals),
      amountOut: human(best.expectedAmountOut, decimals),
      minAmountOut: min === undefined ? null : human(min, decimals),
      fees:
        cost > 0
          ? [{ label: 'Fees and relayer costs', amount: `${human(cost, decimals)} ${req.token}` }]
          : [],
      estimatedTime:
        best.clientEta ??
        (best.etaSeconds === undefined ? 'not stated' : `about ${Math.ceil(best.etaSeconds / 60)} minutes`),
      route: best.type,
      executeUrl: 'https://swap.mayan.finance/',
    };
  },
};
