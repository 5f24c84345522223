import { z } from 'zod';
import {
  candleQuerySchema,
  candlesResponseSchema,
  dexTokensResponseSchema,
  jupiterSwapRequestSchema,
  NATIVE_MINT,
  poolsResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  raydiumQuoteRequestSchema,
  raydiumQuoteResponseSchema,
  raydiumSwapRequestSchema,
  tradesQuerySchema,
  tradesResponseSchema,
} from '../schemas/dex';
import { plannedOperationSchema } from '../schemas/operations';
import { endpoint } from './endpoint';

const tag = 'DEX';

const SOL = NATIVE_MINT;
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const poolParamsSchema = z.object({ id: z.string().min(32).max(44) });

export const listDexTokens = endpoint({
  method: 'GET',
  path: '/api/dex/tokens',
  auth: 'public',
  tag,
  summary: 'Tracked tokens first, then every other pooled token, with their USD prices',
  response: dexTokensResponseSchema,
});

/** Served from JSON text built once per market change (a hot read). */
export const listDexPools = endpoint({
  method: 'GET',
  path: '/api/dex/pools',
  auth: 'public',
  tag,
  summary: 'Every pool with reserves, price, TVL and 24 h figures, deepest first',
  response: poolsResponseSchema,
});

export const listPoolCandles = endpoint({
  method: 'GET',
  path: '/api/dex/pools/:id/candles',
  auth: 'public',
  tag,
  summary: "Candles of a pool's mid price with the volume of its swaps",
  params: poolParamsSchema,
  query: candleQuerySchema,
  response: candlesResponseSchema,
});

export const listPoolTrades = endpoint({
  method: 'GET',
  path: '/api/dex/pools/:id/trades',
  auth: 'public',
  tag,
  summary: "A pool's latest executed swaps, newest first",
  params: poolParamsSchema,
  query: tradesQuerySchema,
  response: tradesResponseSchema,
});

/** A signed-in caller's quote also counts the rent of the token accounts its swap would create. */
export const quoteDexRoutes = endpoint({
  method: 'POST',
  path: '/api/dex/quote',
  auth: 'public',
  tag,
  summary: 'Every route between two tokens (direct, two-hop, split), best output first',
  body: quoteRequestSchema,
  response: quoteResponseSchema,
  examples: { body: { inputMint: SOL, outputMint: USDC, amount: '1.5', slippage: 1 } },
});

export const quoteRaydium = endpoint({
  method: 'POST',
  path: '/api/dex/raydium/quote',
  auth: 'public',
  tag,
  summary: "The quote of a swap through the pair's own pool",
  body: raydiumQuoteRequestSchema,
  response: raydiumQuoteResponseSchema,
  examples: { body: { pair: '<pool id>', fromToken: SOL, toToken: USDC, amount: '1.5', slippage: 0.5 } },
});

/** Slippage is a fraction here (0.005 = 0.5%), as the spec's payload says. */
export const planRaydiumSwap = endpoint({
  method: 'POST',
  path: '/api/dex/raydium/amm',
  auth: 'wallet',
  tag,
  summary: "Plans a swap through the pair's own pool, for the wallet to sign",
  body: raydiumSwapRequestSchema,
  response: plannedOperationSchema,
  examples: { body: { pair: '<pool id>', fromToken: SOL, toToken: USDC, amount: '1.5', slippage: 0.005 } },
});

/** Never signs less than `minimumReceived` (the quote the user saw); a moved pool is a 409 `price_moved`. */
export const planRouteSwap = endpoint({
  method: 'POST',
  path: '/api/dex/jupiter',
  auth: 'wallet',
  tag,
  summary: 'Plans a quoted route (by its id) as one transaction for the wallet to sign',
  body: jupiterSwapRequestSchema,
  response: plannedOperationSchema,
  examples: {
    body: {
      inputMint: SOL,
      outputMint: USDC,
      amount: '1.5',
      slippage: 1,
      routeId: '<route id from the quote>',
    },
  },
});
