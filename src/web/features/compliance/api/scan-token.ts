import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceMessages, complianceReportSchema } from '@shared/schemas/compliance';
import { COMPLIANCE_BASE, complianceKeys } from './query-keys';
import { toast } from '@web/lib/toast';
import { apiJson } from '@web/lib/api-client';

export function scanToken(address: string) {
  return apiJson('POST', `${COMPLIANCE_BASE}/scan`, { address }, complianceReportSchema);
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
