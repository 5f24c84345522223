import type { JupiterSwapRequest } from '@shared/schemas/dex';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';

/** Plans the chosen route as ONE atomic transaction; slippage in percent. */
export function planJupiterSwap(body: JupiterSwapRequest) {
  // The gate asks for fromToken/toToken; this body names them inputMint/outputMint.
  const checked = { ...body, fromToken: body.inputMint, toToken: body.outputMint };
  return secureApiJson('POST', '/api/dex/jupiter', body, plannedOperationSchema, {
    operation: 'dex_swap',
    checked,
  });
}
