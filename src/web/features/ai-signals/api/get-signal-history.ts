import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signalHistoryResponseSchema } from '@shared/schemas/ai-signals';
import { aiKeys, SIGNAL_HISTORY_URL } from '@web/entities/ai/query-keys';
import { apiJson } from '@web/lib/api-client';

/** The signed-in wallet's stored signals, each scored by the server on later real trades. */
export function useSignalHistory(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.signalHistory(owner),
    queryFn: () => apiJson('GET', SIGNAL_HISTORY_URL, undefined, signalHistoryResponseSchema),
    enabled: Boolean(owner),
  });
}

export function useRefreshSignalHistory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: aiKeys.signalHistory() });
}
