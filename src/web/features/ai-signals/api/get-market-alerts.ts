import { useQuery } from '@tanstack/react-query';
import {
  ALERT_REFETCH_MS,
  marketAlertsResponseSchema,
  type SignalTimeframe,
} from '@shared/schemas/ai-signals';
import { aiKeys, MARKET_ALERTS_URL } from '@web/entities/ai/query-keys';
import { apiJson } from '@web/lib/api-client';

/** Alerts of one token; while the stream is on they refetch every 30 s (spec part 2 §9). */
export function useMarketAlerts(token: string | null, timeframe: SignalTimeframe, streaming: boolean) {
  return useQuery({
    queryKey: aiKeys.marketAlerts(token ?? '', timeframe),
    queryFn: () =>
      apiJson(
        'GET',
        `${MARKET_ALERTS_URL}?${new URLSearchParams({ tokenAddress: token ?? '', timeframe }).toString()}`,
        undefined,
        marketAlertsResponseSchema,
      ),
    enabled: Boolean(token),
    refetchInterval: streaming ? ALERT_REFETCH_MS : false,
  });
}
