import {
  liquidityAnalyticsSchema,
  popularPoolsResponseSchema,
  positionsResponseSchema,
} from '../schemas/liquidity';
import { plannedOperationSchema } from '../schemas/operations';
import { liquidityBodySchema } from '../schemas/spec-shapes/liquidity';
import { NATIVE_MINT } from '../schemas/dex';
import { endpoint } from './endpoint';

const tag = 'Liquidity';

/** The body also takes the spec's shape (`action` where the app sends `poolType`). */
export const planLiquidity = endpoint({
  method: 'POST',
  path: '/api/liquidity',
  auth: 'wallet',
  tag,
  summary: 'Plans creating a pool, adding to one or removing a share of the LP, for the wallet to sign',
  body: liquidityBodySchema,
  response: plannedOperationSchema,
  examples: {
    body: {
      poolType: 'add',
      tokenA: NATIVE_MINT,
      tokenB: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      amountA: '1',
      amountB: '150',
      slippage: 1,
    },
  },
});

export const listLiquidityPositions = endpoint({
  method: 'GET',
  path: '/api/liquidity/positions',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's recorded positions, valued at the pools' reserves now",
  response: positionsResponseSchema,
});

export const listPopularPools = endpoint({
  method: 'GET',
  path: '/api/liquidity/popular-pools',
  auth: 'public',
  tag,
  summary: 'The pools to provide liquidity to, with TVL and 24 h figures, deepest first',
  response: popularPoolsResponseSchema,
});

export const getLiquidityAnalytics = endpoint({
  method: 'GET',
  path: '/api/liquidity/analytics',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's liquidity totals beside the pools' TVL and 24 h volume",
  response: liquidityAnalyticsSchema,
});
