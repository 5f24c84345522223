import type { Address } from '@solana/kit';
import type {
  CANDLE_INTERVALS,
  JupiterSwapRequest,
  QuoteRequest,
  RaydiumQuoteRequest,
  RaydiumSwapRequest,
} from '@shared/schemas/dex';
import type { AppContext } from '../../context';
import { jupiterQuote, jupiterSwap, mainnetOnly } from './jupiter-swap';
import { listDexTokens, listPoolsJson } from './pools';
import { planRaydiumSwap, planRouteSwap, quoteRaydium, quoteRoutes } from './swap';
import { poolCandles, poolTrades } from './trades';

/** The swap screens' backend: the platform's own pools, or Jupiter's API on mainnet (same shapes). */
export function dexBackend(ctx: AppContext) {
  const mainnet = () => ctx.chain.cluster.kind === 'mainnet';
  return {
    tokens: () => listDexTokens(ctx),
    /** The pools list as JSON text (serialized once per change, not per request). */
    poolsJson: () => (mainnet() ? Promise.resolve(JSON.stringify({ pools: [] })) : listPoolsJson(ctx)),
    /** `wallet` (when signed in) decides which of its token accounts a swap would still have to create. */
    quote: (req: QuoteRequest, wallet: Address | null = null) =>
      mainnet() ? jupiterQuote(ctx, req, wallet) : quoteRoutes(ctx, req, wallet),
    raydiumQuote: (req: RaydiumQuoteRequest, wallet: Address | null = null) =>
      mainnet() ? mainnetOnly() : quoteRaydium(ctx, req, wallet),
    raydiumSwap: (wallet: Address, req: RaydiumSwapRequest) =>
      mainnet() ? mainnetOnly() : planRaydiumSwap(ctx, wallet, req),
    routeSwap: (wallet: Address, req: JupiterSwapRequest) =>
      mainnet() ? jupiterSwap(ctx, wallet, req) : planRouteSwap(ctx, wallet, req),
    candles: (id: string, interval: (typeof CANDLE_INTERVALS)[number]) => poolCandles(ctx, id, interval),
    trades: (id: string, limit: number) => poolTrades(ctx, id, limit),
  };
}
