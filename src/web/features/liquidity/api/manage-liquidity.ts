import type { LiquidityRequest } from '@shared/schemas/liquidity';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';

/** Plans create / add / remove; the answer's summary carries the position figures. */
export function manageLiquidity(body: LiquidityRequest) {
  return secureApiJson('POST', '/api/liquidity', body, plannedOperationSchema);
}
