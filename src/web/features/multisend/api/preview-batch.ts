import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { batchKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';
import type { BatchRequestBody } from '../lib/batch-form';
import type { BatchKindConfig } from '../lib/kinds';

/** Dry run of the plan (stores nothing); a plain call so typing does not spend the secure rate limit. */
export function previewBatch(config: BatchKindConfig, body: BatchRequestBody) {
  return callEndpoint(config.preview, { body });
}

export function batchPreviewQueryOptions(config: BatchKindConfig, body: BatchRequestBody | null) {
  return queryOptions({
    queryKey: batchKeys.preview(config, body),
    queryFn: () => (body ? previewBatch(config, body) : Promise.reject(new Error('Nothing to preview'))),
    enabled: body !== null,
  });
}

/** `body` is null while the form is not valid: the last preview stays until a new one answers. */
export function useBatchPreview(config: BatchKindConfig, body: BatchRequestBody | null) {
  return useQuery({ ...batchPreviewQueryOptions(config, body), placeholderData: keepPreviousData });
}
