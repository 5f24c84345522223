import { z } from 'zod';
import { CHAIN_INFO } from '@shared/schemas/bridge';
import { formatBaseUnits } from '@shared/solana/amounts';
import { fetchQuote } from './fetch-quote';
import { REAL_CHAINS } from './real-tokens';
import type { QuoteAdapter } from './types';

const units = z.string().regex(/^\d{1,78}$/);
const token = z.object({ address: z.string(), decimals: z.number().int().min(0).max(36), amount: units });

/** The parts of DLN's `GET /v1.0/dln/order/quote` answer the screen shows. */
const dlnQuoteSchema = z.object({
  estimation: z.object({
    srcChainTokenIn: token,
    dstChainTokenOut: token.extend({ recommendedAmount: units.optional() }),
    recommendedSlippage: z.number().optional(),
  }),
  fixFee: units.optional(),
  order: z.object({ approximateFulfillmentDelay: z.number().nonnegative() }).optional(),
});

const seconds = (s: number) =>
  s < 90 ? `about ${Math.round(s)} seconds` : `about ${Math.round(s / 60)} minutes`;

/** deBridge DLN: an intent order filled by a solver; a flat fee in the source gas token plus a spread. */
export const debridgeAdapter: QuoteAdapter = {
  provider: 'deBridge',
  async quote(req, settings) {
    const src = REAL_CHAINS[req.sourceChain];
    const dst = REAL_CHAINS[req.destinationChain];
    const url = new URL('/v1.0/dln/order/quote', settings.baseUrl);
    url.search = new URLSearchParams({
      srcChainId: String(src.debridgeId),
      srcChainTokenIn: req.from.address,
      srcChainTokenInAmount: req.units.toString(),
      dstChainId: String(dst.debridgeId),
      dstChainTokenOut: req.to.address,
      dstChainTokenOutAmount: 'auto',
      prependOperatingExpenses: 'true',
    }).toString();
    const answer = await fetchQuote('deBridge', url, dlnQuoteSchema, settings.timeoutMs);
    if (!answer.ok) return { ok: false, provider: 'deBridge', error: answer.error };
    const { estimation, fixFee, order } = answer.body;
    const out = estimation.dstChainTokenOut;
    const fees = [];
    if (fixFee) {
      const gas = CHAIN_INFO[req.sourceChain].gasToken;
      fees.push({ label: 'Flat fee', amount: `${formatBaseUnits(BigInt(fixFee), src.gasDecimals)} ${gas}` });
    }
    const paid = BigInt(estimation.srcChainTokenIn.amount);
    if (paid > req.units) {
      const extra = formatBaseUnits(paid - req.units, estimation.srcChainTokenIn.decimals);
      fees.push({ label: 'Operating expenses (added to the amount in)', amount: `${extra} ${req.token}` });
    }
    return {
      ok: true,
      provider: 'deBridge',
      amountIn: formatBaseUnits(paid, estimation.srcChainTokenIn.decimals),
      amountOut: formatBaseUnits(BigInt(out.recommendedAmount ?? out.amount), out.decimals),
      minAmountOut: formatBaseUnits(BigInt(out.amount), out.decimals),
      fees,
      estimatedTime: order ? seconds(order.approximateFulfillmentDelay) : 'not stated',
      route: 'DLN order',
      executeUrl: `https://app.debridge.finance/?inputChain=${src.debridgeId}&outputChain=${dst.debridgeId}&inputCurrency=${req.from.address}&outputCurrency=${req.to.address}`,
    };
  },
};
