import type { JupiterSwapRequest } from '@shared/schemas/dex';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the chosen route as ONE atomic transaction; slippage in percent. */
export function planJupiterSwap(body: JupiterSwapRequest) {
  // The gate asks for fromToken/toToken; this body names them inputMint/outputMint.
  const checked = { ...body, fromToken: body.inputMint, toToken: body.outputMint };
  return secureApiJson('POST', '/api/dex/jupiter', body, plannedOperationSchema, {
    kind: OPERATION_KIND.jupiterSwap,
    checked,
  });
}
