import type { QueryClient } from '@tanstack/react-query';
import { getBatch, getBatchStats, listBatches } from '@shared/api/multisend';
import { endpointKey } from '@web/lib/api-endpoint';
import type { BatchKindConfig } from '../lib/kinds';

export const batchKeys = {
  lists: () => endpointKey(listBatches),
  list: (kind: string, owner: string | null) => endpointKey(listBatches, { kind, owner }),
  details: () => endpointKey(getBatch),
  detail: (batchId: string | null) => endpointKey(getBatch, batchId),
  allStats: () => endpointKey(getBatchStats),
  stats: (kind: string, owner: string | null) => endpointKey(getBatchStats, { kind, owner }),
  previews: (config: BatchKindConfig) => endpointKey(config.preview),
  preview: (config: BatchKindConfig, body: unknown) => endpointKey(config.preview, body),
};

/** The history pages and every batch's detail (stats have keys of their own). */
export function invalidateBatches(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: batchKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: batchKeys.details() }),
  ]);
}
