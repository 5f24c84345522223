import { planLiquidity } from '@shared/api/liquidity';
import type { LiquidityRequest } from '@shared/schemas/liquidity';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Plans create / add / remove; the answer's summary carries the position figures. */
export function manageLiquidity(body: LiquidityRequest) {
  return callSecureEndpoint(planLiquidity, { body });
}
