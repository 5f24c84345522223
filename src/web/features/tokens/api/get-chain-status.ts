import { queryOptions, useQuery } from '@tanstack/react-query';
import { chainStatusSchema } from '@shared/schemas/chain';
import { apiJson } from '@web/lib/api-client';

export function getChainStatus() {
  return apiJson('GET', '/api/chain/status', undefined, chainStatusSchema);
}

export function chainStatusQueryOptions() {
  return queryOptions({ queryKey: ['/api/chain/status'], queryFn: getChainStatus });
}

export function useChainStatus() {
  return useQuery(chainStatusQueryOptions());
}
