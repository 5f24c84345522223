import { useQuery } from '@tanstack/react-query';
import { curveQuoteSchema } from '@shared/schemas/launchpad';
import { launchpadKeys } from '@web/entities/launchpad/query-keys';
import { apiJson } from '@web/lib/api-client';

export function getCurveQuote(mint: string, side: 'buy' | 'sell', amount: string) {
  return apiJson('POST', '/api/launchpad/quote', { mint, side, amount }, curveQuoteSchema);
}

/** The server's quote at the curve's state now (enabled once an amount is typed). */
export function useCurveQuote(mint: string, side: 'buy' | 'sell', amount: string) {
  const valid = /^\d+(\.\d+)?$/.test(amount) && Number(amount) > 0;
  return useQuery({
    queryKey: [...launchpadKeys.detail(mint), 'quote', side, amount],
    queryFn: () => getCurveQuote(mint, side, amount),
    enabled: valid,
    retry: false,
  });
}
