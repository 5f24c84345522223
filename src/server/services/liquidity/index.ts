export { planLiquidity } from './plan';
export { listPositions, liquidityAnalytics, popularPools } from './positions';
