import { useQuery } from '@tanstack/react-query';
import { listFrameworks, listReports } from '@shared/api/compliance';
import { complianceKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useComplianceReports(owner: string | null) {
  return useQuery({
    queryKey: complianceKeys.reports(owner),
    queryFn: () => callEndpoint(listReports),
    enabled: Boolean(owner),
  });
}

export function useFrameworks() {
  return useQuery({
    queryKey: complianceKeys.frameworks(),
    queryFn: () => callEndpoint(listFrameworks),
    staleTime: Infinity,
  });
}
