import { planRaydiumSwap } from '@shared/api/dex';
import type { RaydiumSwapRequest } from '@shared/schemas/dex';
import { callSecureEndpoint } from '@web/lib/api-endpoint';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the swap; slippage is a fraction here (0.005 = 0.5%) as the spec's payload has it. */
export function planAmmSwap(body: RaydiumSwapRequest) {
  return callSecureEndpoint(planRaydiumSwap, { body }, { kind: OPERATION_KIND.dexSwap });
}
