import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBatch } from '@shared/api/multisend';
import type { BatchDetail, BatchStatus } from '@shared/schemas/multisend';
import { batchKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';
import { BATCH_POLL_MS } from '../lib/kinds';

const FINAL: ReadonlySet<BatchStatus> = new Set(['completed', 'partial', 'failed', 'expired', 'cancelled']);

export function isFinalBatch(batch: Pick<BatchDetail, 'status'> | undefined): boolean {
  return batch !== undefined && FINAL.has(batch.status);
}

export function batchQueryOptions(batchId: string | null) {
  return queryOptions({
    queryKey: batchKeys.detail(batchId),
    queryFn: () => callEndpoint(getBatch, { params: { id: batchId ?? '' } }),
    enabled: batchId !== null,
  });
}

/**
 * One batch with its recipients. `poll`: 'always' while the wallet's transactions are being sent
 * (a retried batch still reads as final at first), 'until-final' afterwards, 'never' for history.
 */
export function useBatch(batchId: string | null, poll: 'always' | 'until-final' | 'never' = 'never') {
  return useQuery({
    ...batchQueryOptions(batchId),
    refetchInterval: (query) =>
      poll === 'always' || (poll === 'until-final' && !isFinalBatch(query.state.data))
        ? BATCH_POLL_MS
        : false,
  });
}
