import { useQuery } from '@tanstack/react-query';
import { listBridgeTransfers } from '@shared/api/bridge';
import type { BridgeHistoryItem } from '@shared/schemas/bridge';
import { bridgeKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

const MOVING = new Set(['pending', 'confirming']);
/** An EVM-source transfer has no source tx until its burn is seen; watch it this long after it is started. */
const AWAITING_BURN_MS = 10 * 60_000;

const moving = (t: BridgeHistoryItem) =>
  MOVING.has(t.status) &&
  (t.sourceTx !== null ||
    (t.chains.source !== 'solana' && Date.now() - Date.parse(t.timestamp) < AWAITING_BURN_MS));

/** The wallet's transfers; polled every second while one is still moving (or its burn is awaited). */
export function useBridgeHistory(owner: string | null) {
  return useQuery({
    queryKey: bridgeKeys.history(owner),
    queryFn: () => callEndpoint(listBridgeTransfers),
    enabled: Boolean(owner),
    refetchInterval: (query) => (query.state.data?.transfers.some(moving) ? 1000 : false),
  });
}
