import { useQuery } from '@tanstack/react-query';
import { listClmmPositions } from '@shared/api/clmm';
import { clmmKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** The positions whose NFT the signed-in wallet holds. */
export function useClmmPositions(owner: string | null) {
  return useQuery({
    queryKey: clmmKeys.positions(owner),
    queryFn: () => callEndpoint(listClmmPositions),
    enabled: Boolean(owner),
    refetchInterval: 10_000,
  });
}
