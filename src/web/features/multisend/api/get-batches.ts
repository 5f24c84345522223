import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  BATCH_PAGE_DEFAULT,
  batchListSchema,
  batchStatsSchema,
  type BatchKind,
} from '@shared/schemas/multisend';
import { apiJson } from '@web/lib/api-client';

export const BATCHES_URL = '/api/batches';

export function batchesPageUrl(kind: BatchKind, cursor: string | null): string {
  const params = new URLSearchParams({ kind, limit: String(BATCH_PAGE_DEFAULT) });
  if (cursor) params.set('cursor', cursor);
  return `${BATCHES_URL}?${params.toString()}`;
}

/** History of one screen's batches, newest first, a page at a time; keyed by wallet so a switch never shows another's. */
export function batchesQueryOptions(kind: BatchKind, owner: string | null) {
  return infiniteQueryOptions({
    queryKey: [BATCHES_URL, { kind, owner }],
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
    queryKey: [`${BATCHES_URL}/stats`, { kind, owner }],
    queryFn: () => apiJson('GET', `${BATCHES_URL}/stats?kind=${kind}`, undefined, batchStatsSchema),
    enabled: Boolean(owner),
  });
}

export function useBatchStats(kind: BatchKind, owner: string | null) {
  return useQuery(batchStatsQueryOptions(kind, owner));
}
