import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchDetailSchema } from '@shared/schemas/multisend';
import { batchKeys } from './query-keys';
import { secureApiJson } from '@web/lib/api-client';

/** Cancels a batch awaiting signature: its planned transactions can no longer be submitted. */
export function cancelBatch(batchId: string) {
  return secureApiJson('POST', `/api/batches/${encodeURIComponent(batchId)}/cancel`, {}, batchDetailSchema);
}

export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBatch,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: batchKeys.all() }),
        queryClient.invalidateQueries({ queryKey: batchKeys.allStats() }),
      ]),
  });
}
