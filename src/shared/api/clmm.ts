import { z } from 'zod';
import {
  clmmHistoryQuerySchema,
  clmmHistoryResponseSchema,
  clmmPoolSchema,
  clmmPositionSchema,
  clmmRequestSchema,
  clmmTickLiquiditySchema,
} from '../schemas/clmm';
import { plannedOperationSchema } from '../schemas/operations';
import { endpoint } from './endpoint';

const tag = 'CLMM';

const clmmPoolParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** One transaction per action: open, increase, decrease, collect or close. */
export const planClmmPosition = endpoint({
  method: 'POST',
  path: '/api/dex/raydium/clmm',
  auth: 'wallet',
  tag,
  summary: 'Plans one concentrated-liquidity position action for the wallet to sign',
  body: clmmRequestSchema,
  response: plannedOperationSchema,
  examples: {
    body: {
      action: 'open',
      poolId: '<pool id>',
      minPrice: '120',
      maxPrice: '180',
      amountA: '1',
      amountB: '',
    },
  },
});

export const listClmmPools = endpoint({
  method: 'GET',
  path: '/api/clmm/pools',
  auth: 'public',
  tag,
  summary: 'Every concentrated-liquidity pool with TVL, 24 h volume and fees, and APR',
  response: z.object({ pools: z.array(clmmPoolSchema) }),
});

export const listClmmPoolLiquidity = endpoint({
  method: 'GET',
  path: '/api/clmm/pools/:id/liquidity',
  auth: 'public',
  tag,
  summary: "A pool's active liquidity per initialized-tick interval, low to high",
  params: clmmPoolParamsSchema,
  response: z.object({ ticks: z.array(clmmTickLiquiditySchema) }),
});

export const listClmmPoolHistory = endpoint({
  method: 'GET',
  path: '/api/clmm/pools/:id/history',
  auth: 'public',
  tag,
  summary: "A pool's swaps bucketed per hour (last 48) or day (last 30): trades, volume and fees",
  params: clmmPoolParamsSchema,
  query: clmmHistoryQuerySchema,
  response: clmmHistoryResponseSchema,
});

export const listClmmPositions = endpoint({
  method: 'GET',
  path: '/api/clmm/positions',
  auth: 'wallet',
  tag,
  summary: 'The open positions whose NFT the signed-in wallet holds now',
  response: z.object({ positions: z.array(clmmPositionSchema) }),
});
