import {
  getLiquidityAnalytics,
  listLiquidityPositions,
  listPopularPools,
  planLiquidity,
} from '@shared/api/liquidity';
import { endpointKey } from '@web/lib/api-endpoint';

/** Every liquidity key starts with the `/api/liquidity` path (see invalidateAfterTrade's prefix match). */
export const liquidityKeys = {
  all: () => endpointKey(planLiquidity),
  positions: (owner: string | null) => endpointKey(listLiquidityPositions, owner),
  analytics: (owner: string | null) => endpointKey(getLiquidityAnalytics, owner),
  popularPools: () => endpointKey(listPopularPools),
};
