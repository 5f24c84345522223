import { useQuery, useQueryClient } from '@tanstack/react-query';
import { signalHistory } from '@shared/api/ai-signals';
import { aiKeys } from '@web/entities/ai/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** The signed-in wallet's stored signals, each scored by the server on later real trades. */
export function useSignalHistory(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.signalHistory(owner),
    queryFn: () => callEndpoint(signalHistory),
    enabled: Boolean(owner),
  });
}

export function useRefreshSignalHistory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: aiKeys.signalHistory() });
}
