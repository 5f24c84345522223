import { useQuery } from '@tanstack/react-query';
import { quoteCurveTrade } from '@shared/api/launchpad';
import { launchpadKeys } from './query-keys';
import { isSlippageInRange } from '@web/entities/trade/slippage-control';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getCurveQuote(mint: string, side: 'buy' | 'sell', amount: string, slippage: number) {
  return callEndpoint(quoteCurveTrade, { body: { mint, side, amount, slippage } });
}

export const curveQuoteKey = (mint: string, side: 'buy' | 'sell', amount: string, slippage: number) =>
  [...launchpadKeys.detail(mint), 'quote', side, amount, slippage] as const;

/** The server's quote at the curve's state now (enabled once an amount and a valid slippage are typed). */
export function useCurveQuote(mint: string, side: 'buy' | 'sell', amount: string, slippage: number) {
  const valid = /^\d+(\.\d+)?$/.test(amount) && Number(amount) > 0 && isSlippageInRange(slippage, 0.1, 50);
  return useQuery({
    queryKey: curveQuoteKey(mint, side, amount, slippage),
    queryFn: () => getCurveQuote(mint, side, amount, slippage),
    enabled: valid,
    retry: false,
  });
}
