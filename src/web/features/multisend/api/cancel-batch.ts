import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/multisend';
import { batchKeys, invalidateBatches } from './query-keys';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Cancels a batch awaiting signature: its planned transactions can no longer be submitted. */
export function cancelBatch(batchId: string) {
  return callSecureEndpoint(api.cancelBatch, { params: { id: batchId } });
}

export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBatch,
    onSettled: () =>
      Promise.all([
        invalidateBatches(queryClient),
        queryClient.invalidateQueries({ queryKey: batchKeys.allStats() }),
      ]),
  });
}
