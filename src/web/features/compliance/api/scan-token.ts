import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scanToken as scanTokenEndpoint } from '@shared/api/compliance';
import { complianceMessages } from '@shared/schemas/compliance';
import { complianceKeys } from './query-keys';
import { toast } from '@web/lib/toast';
import { callEndpoint } from '@web/lib/api-endpoint';

export function scanToken(address: string) {
  return callEndpoint(scanTokenEndpoint, { body: { address } });
}

/** 'Compliance Check Started' when the scan is sent; the stored report joins the Reports tab. */
export function useScanToken(owner: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: scanToken,
    onMutate: (address) => toast({ title: complianceMessages.scanStartedTitle, description: address }),
    // The report card itself is the answer; a second toast would replace the spec's 'started' one.
    onSuccess: () => client.invalidateQueries({ queryKey: complianceKeys.reports(owner) }),
    onError: (error: Error) =>
      toast({
        title: complianceMessages.scanFailedTitle,
        description: error.message,
        variant: 'destructive',
      }),
  });
}
