import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@shared/api/portfolio';
import { portfolioMessages } from '@shared/schemas/portfolio';
import { portfolioKeys } from './query-keys';
import { toast } from '@web/lib/toast';
import { ApiError } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/api-endpoint';

export function trackWallet(address: string) {
  return callEndpoint(api.trackWallet, { body: { address } });
}

export function untrackWallet(address: string) {
  return callEndpoint(api.untrackWallet, { params: { address } });
}

const failureTitle = (error: Error) =>
  error instanceof ApiError && error.status === 409
    ? portfolioMessages.duplicateTitle
    : portfolioMessages.invalidTitle;

/** Add and remove with the spec's toasts; both refresh the list and the holdings. */
export function useTrackedWalletMutations(owner: string | null) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: portfolioKeys.all(owner) });
  const add = useMutation({
    mutationFn: trackWallet,
    onSuccess: async (data, address) => {
      client.setQueryData(portfolioKeys.wallets(owner), data);
      toast({ title: portfolioMessages.addedTitle, description: address });
      await refresh();
    },
    onError: (error: Error) =>
      toast({ title: failureTitle(error), description: error.message, variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: untrackWallet,
    onSuccess: async (data, address) => {
      client.setQueryData(portfolioKeys.wallets(owner), data);
      toast({ title: portfolioMessages.removedTitle, description: address });
      await refresh();
    },
    onError: (error: Error) =>
      toast({ title: 'Remove Failed', description: error.message, variant: 'destructive' }),
  });
  return { add, remove };
}
