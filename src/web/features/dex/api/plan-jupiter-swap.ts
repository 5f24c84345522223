import { planRouteSwap } from '@shared/api/dex';
import type { JupiterSwapRequest } from '@shared/schemas/dex';
import { callSecureEndpoint } from '@web/lib/api-endpoint';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** Plans the chosen route as ONE atomic transaction; slippage in percent. */
export function planJupiterSwap(body: JupiterSwapRequest) {
  // The gate asks for fromToken/toToken; this body names them inputMint/outputMint.
  const checked = { ...body, fromToken: body.inputMint, toToken: body.outputMint };
  return callSecureEndpoint(planRouteSwap, { body }, { kind: OPERATION_KIND.jupiterSwap, checked });
}
