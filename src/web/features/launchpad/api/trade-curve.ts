import { NATIVE_MINT } from '@shared/schemas/dex';
import { planPumpFun } from '@shared/api/launchpad';
import { callSecureEndpoint } from '@web/lib/api-endpoint';
import { OPERATION_KIND } from '@shared/operation-kinds';

/**
 * A curve buy (SOL to spend) or sell (tokens to sell), planned for the wallet to sign at the minimum
 * `slippage` (percent) allows, never below `minimumReceived` (the quote the user saw: a curve that can no
 * longer pay it answers 409 with the new quote); the platform settles the rest at the curve's state at its turn.
 */
export function tradeCurve(
  action: 'buy' | 'sell',
  mint: string,
  amount: string,
  slippage: number,
  minimumReceived: string,
) {
  const [fromToken, toToken] = action === 'buy' ? [NATIVE_MINT, mint] : [mint, NATIVE_MINT];
  const body = { action, mint, amount, slippage, minimumReceived };
  return callSecureEndpoint(
    planPumpFun,
    { body },
    { kind: OPERATION_KIND.launchpadTrade, checked: { fromToken, toToken, amount } },
  );
}
