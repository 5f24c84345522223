import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  BATCH_PAGE_DEFAULT,
  batchListSchema,
  batchStatsSchema,
  type BatchKind,
} from '@shared/schemas/multisend';
import { BATCHES_URL, BATCH_STATS_URL, batchKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function batchesPageUrl(kind: BatchKind, cursor: string | null): string {
  const params = new URLSearchParams({ kind, limit: String(BATCH_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return `${BATCHES_URL}?${params.toString()}`;
}

/** History of one screen's batches, newest first, a page at a time; keyed by wallet so a switch never shows another's. */
export function batchesQueryOptions(kind: BatchKind, owner: string | null) {
  return infiniteQueryOptions({
    queryKey: batchKeys.list(kind, owner),
    queryFn: ({ pageParam }) => apiJson('GET', batchesPageUrl(kind, pageParam), undefined, batchListSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(owner),
  });
}

export function useBatches(kind: BatchKind, owner: string | null) {
  return useInfiniteQuery(batchesQueryOptions(kind, owner));
}

export function batchStatsQueryOptions(kind: BatchKind, owner: string | null) {
  return queryOptions({
    queryKey: batchKeys.stats(kind, owner),
    queryFn: () => apiJson('GET', `${BATCH_STATS_URL}?kind=${kind}`, undefined, batchStatsSchema),
    enabled: Boolean(owner),
  });
}

export function useBatchStats(kind: BatchKind, owner: string | null) {
  return useQuery(batchStatsQueryOptions(kind, owner));
}
