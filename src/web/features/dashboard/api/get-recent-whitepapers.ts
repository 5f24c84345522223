import { useQuery } from '@tanstack/react-query';
import { listWhitepapers } from '@shared/api/ai-whitepaper';
import { aiKeys } from '@web/entities/ai/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** The signed-in wallet's whitepapers (the whitepaper page shares the cache key). */
export function useRecentWhitepapers(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.whitepapers(owner),
    queryFn: () => callEndpoint(listWhitepapers),
    enabled: Boolean(owner),
  });
}
