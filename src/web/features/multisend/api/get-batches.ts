import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getBatchStats, listBatches } from '@shared/api/multisend';
import { BATCH_PAGE_DEFAULT, type BatchKind } from '@shared/schemas/multisend';
import { batchKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** History of one screen's batches, newest first, a page at a time; keyed by wallet so a switch never shows another's. */
export function batchesQueryOptions(kind: BatchKind, owner: string | null) {
  return infiniteQueryOptions({
    queryKey: batchKeys.list(kind, owner),
    queryFn: ({ pageParam }) =>
      callEndpoint(listBatches, {
        query: { kind, limit: BATCH_PAGE_DEFAULT, cursor: pageParam ?? undefined },
      }),
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
    queryFn: () => callEndpoint(getBatchStats, { query: { kind } }),
    enabled: Boolean(owner),
  });
}

export function useBatchStats(kind: BatchKind, owner: string | null) {
  return useQuery(batchStatsQueryOptions(kind, owner));
}
