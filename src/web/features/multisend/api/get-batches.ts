import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchListSchema, batchStatsSchema, type BatchKind } from '@shared/schemas/multisend';
import { apiJson } from '@web/lib/api-client';

export const BATCHES_URL = '/api/batches';

/** History of one screen's batches, newest first; keyed by wallet so a switch never shows another's. */
export function batchesQueryOptions(kind: BatchKind, owner: string | null) {
  return queryOptions({
    queryKey: [BATCHES_URL, { kind, owner }],
    queryFn: () => apiJson('GET', `${BATCHES_URL}?kind=${kind}`, undefined, batchListSchema),
    enabled: Boolean(owner),
  });
}

export function useBatches(kind: BatchKind, owner: string | null) {
  return useQuery(batchesQueryOptions(kind, owner));
}

export function batchStatsQueryOptions(kind: BatchKind, owner: string | null) {
  return queryOptions({
    queryKey: [`${BATCHES_URL}/stats`, { kind, owner }],
    queryFn: () => apiJson('GET', `${BATCHES_URL}/stats?kind=${kind}`, undefined, batchStatsSchema),
    enabled: Boolean(owner),
  });
}

export function useBatchStats(kind: BatchKind, owner: string | null) {
  return useQuery(batchStatsQueryOptions(kind, owner));
}
