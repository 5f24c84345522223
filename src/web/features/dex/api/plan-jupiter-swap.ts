import type { JupiterSwapRequest } from '@shared/schemas/dex';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';

/** Plans the chosen route as ONE atomic transaction; slippage in percent. */
export function planJupiterSwap(body: JupiterSwapRequest) {
  return secureApiJson('POST', '/api/dex/jupiter', body, plannedOperationSchema);
}
