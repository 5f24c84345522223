import { NATIVE_MINT } from '@shared/schemas/dex';
import { plannedOperationSchema } from '@shared/schemas/operations';
import { secureApiJson } from '@web/lib/api-client';

/** A curve buy (SOL to spend) or sell (tokens to sell), planned for the wallet to sign. */
export function tradeCurve(action: 'buy' | 'sell', mint: string, amount: string) {
  const [fromToken, toToken] = action === 'buy' ? [NATIVE_MINT, mint] : [mint, NATIVE_MINT];
  return secureApiJson('POST', '/api/dex/pump-fun', { action, mint, amount }, plannedOperationSchema, {
    operation: 'dex_swap',
    checked: { fromToken, toToken, amount },
  });
}
