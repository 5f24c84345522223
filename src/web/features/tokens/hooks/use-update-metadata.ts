import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { updateMetadataMessages, type UpdateMetadataInput } from '@shared/schemas/tokens';
import { useOperationRunner } from '@web/entities/operations';
import { tokenKeys } from '@web/entities/tokens/query-keys';
import { toast } from '@web/lib/toast';
import { updateMetadata } from '../api/update-metadata';

/** Plan → sign → submit → confirm a metadata update; the Token Manager's list refreshes to the new name. */
export function useUpdateMetadata(mint: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const { run } = runner;
  const submit = useCallback(
    (body: UpdateMetadataInput) =>
      run(() => updateMetadata(mint, body), {
        onConfirmed: () => {
          toast({
            title: updateMetadataMessages.updated,
            description: `The token is now ${body.name} (${body.symbol.toUpperCase()}) on chain.`,
            variant: 'success',
          });
          void queryClient.invalidateQueries({ queryKey: tokenKeys.lists() });
          onDone();
        },
        onFailed: (message) => {
          toast({ title: updateMetadataMessages.failedTitle, description: message, variant: 'destructive' });
        },
        onExpired: () => {
          toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' });
        },
      }),
    [run, mint, queryClient, onDone],
  );
  return { submit, runner };
}
