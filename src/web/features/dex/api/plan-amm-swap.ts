import type { RaydiumSwapRequest } from '@shared/schemas/dex';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the swap; slippage is a fraction here (0.005 = 0.5%) as the spec's payload has it. */
export function planAmmSwap(body: RaydiumSwapRequest) {
  return secureApiJson('POST', '/api/dex/raydium/amm', body, plannedOperationSchema, {
    kind: OPERATION_KIND.dexSwap,
  });
}
