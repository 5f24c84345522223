import { useQuery } from '@tanstack/react-query';
import { marketAlerts } from '@shared/api/ai-signals';
import { ALERT_REFETCH_MS, type SignalTimeframe } from '@shared/schemas/ai-signals';
import { aiKeys } from '@web/entities/ai/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Alerts of one token; while the stream is on they refetch every 30 s (spec part 2 §9). */
export function useMarketAlerts(token: string | null, timeframe: SignalTimeframe, streaming: boolean) {
  return useQuery({
    queryKey: aiKeys.marketAlerts(token ?? '', timeframe),
    queryFn: () => callEndpoint(marketAlerts, { query: { tokenAddress: token ?? '', timeframe } }),
    enabled: Boolean(token),
    refetchInterval: streaming ? ALERT_REFETCH_MS : false,
  });
}
