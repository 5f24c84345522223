import { useQuery } from '@tanstack/react-query';
import { complianceReportListSchema, frameworkListSchema } from '@shared/schemas/compliance';
import { COMPLIANCE_FRAMEWORKS_URL, COMPLIANCE_REPORTS_URL, complianceKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function useComplianceReports(owner: string | null) {
  return useQuery({
    queryKey: complianceKeys.reports(owner),
    queryFn: () => apiJson('GET', COMPLIANCE_REPORTS_URL, undefined, complianceReportListSchema),
    enabled: Boolean(owner),
  });
}

export function useFrameworks() {
  return useQuery({
    queryKey: complianceKeys.frameworks(),
    queryFn: () => apiJson('GET', COMPLIANCE_FRAMEWORKS_URL, undefined, frameworkListSchema),
    staleTime: Infinity,
  });
}
