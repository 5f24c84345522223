import { useQuery } from '@tanstack/react-query';
import { listSimulations } from '@shared/api/ai-simulator';
import { aiKeys } from '@web/entities/ai/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** The signed-in wallet's launch simulations (the simulator page shares the cache key). */
export function useRecentSimulations(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.simulations(owner),
    queryFn: () => callEndpoint(listSimulations),
    enabled: Boolean(owner),
  });
}
