import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clmmPositionSchema } from '@shared/schemas/clmm';
import { CLMM_POSITIONS_URL, clmmKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const schema = z.object({ positions: z.array(clmmPositionSchema) });

/** The positions whose NFT the signed-in wallet holds. */
export function useClmmPositions(owner: string | null) {
  return useQuery({
    queryKey: clmmKeys.positions(owner),
    queryFn: () => apiJson('GET', CLMM_POSITIONS_URL, undefined, schema),
    enabled: Boolean(owner),
    refetchInterval: 10_000,
  });
}
