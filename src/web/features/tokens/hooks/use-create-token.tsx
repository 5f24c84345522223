import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import { tokenMessages, type TokenCreateRequest } from '@shared/schemas/tokens';
import { toast } from '@web/lib/toast';
import { useOperationRunner } from '@web/entities/operations';
import { createToken } from '../api/create-token';
import { analyticsKeys } from '@web/entities/analytics/query-keys';
import { tokenKeys } from '@web/entities/tokens/query-keys';
import { creationFailureText, readCreatedToken, type CreatedToken } from '../lib/created-token';

/** Queries whose answers change when a token is created. */
export function invalidateAfterTokenCreate(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tokenKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: analyticsKeys.overview() }),
  ]);
}

/** Plan → sign → submit → confirm a token launch, with the spec's toasts. `onCreated` also runs after "Sign again". */
export function useCreateToken(onCreated?: (token: CreatedToken | null) => void) {
  const queryClient = useQueryClient();
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  }, [onCreated]);
  const runner = useOperationRunner();
  const { run } = runner;
  const [created, setCreated] = useState<CreatedToken | null>(null);

  const submit = useCallback(
    (body: TokenCreateRequest) => {
      setCreated(null);
      return run(() => createToken(body), {
        onConfirmed: (operation) => {
          const token = readCreatedToken(operation, body);
          setCreated(token);
          toast({
            title: tokenMessages.created,
            // Only the signature (no break opportunities) may break anywhere; the label stays whole.
            description: (
              <span>
                {token?.signature ? 'Transaction: ' : 'Mint: '}
                <span className="break-all">{token?.signature ?? token?.mint ?? 'unknown'}</span>
              </span>
            ),
            variant: 'success',
          });
          void invalidateAfterTokenCreate(queryClient);
          onCreatedRef.current?.(token);
        },
        onFailed: (_message, error) => {
          toast({
            title: tokenMessages.failedTitle,
            description: creationFailureText(error),
            variant: 'destructive',
          });
        },
        onExpired: () => {
          toast({ title: 'Signature Expired', description: BLOCKHASH_EXPIRED_MESSAGE, variant: 'info' });
        },
      });
    },
    [run, queryClient],
  );

  return { submit, created, clearCreated: () => setCreated(null), runner };
}
