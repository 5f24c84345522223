import { useQuery } from '@tanstack/react-query';
import { bridgeHistorySchema } from '@shared/schemas/bridge';
import { BRIDGE_HISTORY_URL, bridgeKeys } from '@web/entities/bridge/query-keys';
import { apiJson } from '@web/lib/api-client';

const MOVING = new Set(['pending', 'confirming']);

/** The wallet's transfers; polled every second while one is still moving. */
export function useBridgeHistory(owner: string | null) {
  return useQuery({
    queryKey: bridgeKeys.history(owner),
    queryFn: () => apiJson('GET', BRIDGE_HISTORY_URL, undefined, bridgeHistorySchema),
    enabled: Boolean(owner),
    refetchInterval: (query) =>
      query.state.data?.transfers.some((t) => MOVING.has(t.status) && t.sourceTx !== null) ? 1000 : false,
  });
}
