import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { revokeMessages, type RevokeAuthoritiesRequest } from '@shared/schemas/tokens';
import { useOperationRunner } from '@web/entities/operations';
import { tokenKeys } from '@web/entities/tokens/query-keys';
import { toast } from '@web/lib/toast';
import { revokeAuthorities } from '../api/revoke-authorities';

/** Plan → sign → submit → confirm a revoke; the Token Manager's list refreshes to the new flags. */
export function useRevokeAuthorities(mint: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const { run } = runner;
  const submit = useCallback(
    (body: RevokeAuthoritiesRequest) =>
      run(() => revokeAuthorities(mint, body), {
        onConfirmed: () => {
          const which = [body.mintAuthority && 'mint', body.freezeAuthority && 'freeze'].filter(Boolean);
          toast({
            title: revokeMessages.revoked,
            description: `The ${which.join(' and ')} authority is now none, for good.`,
            variant: 'success',
          });
          void queryClient.invalidateQueries({ queryKey: tokenKeys.lists() });
          onDone();
        },
        onFailed: (message) => {
          toast({ title: revokeMessages.failedTitle, description: message, variant: 'destructive' });
        },
        onExpired: () => {
          toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' });
        },
      }),
    [run, mint, queryClient, onDone],
  );
  return { submit, runner };
}
