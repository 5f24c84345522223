import type { RaydiumSwapRequest } from '@shared/schemas/dex';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';

/** Plans the swap; slippage is a fraction here (0.005 = 0.5%) as the spec's payload has it. */
export function planAmmSwap(body: RaydiumSwapRequest) {
  return secureApiJson('POST', '/api/dex/raydium/amm', body, plannedOperationSchema, {
    operation: 'dex_swap',
  });
}
