import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '@shared/api/endpoint';
import { listWhitepapers, startWhitepaper, whitepaperPdf } from '@shared/api/ai-whitepaper';
import type { Whitepaper, WhitepaperInput } from '@shared/schemas/ai-whitepaper';
import { aiKeys } from '@web/entities/ai/query-keys';
import { apiRequest } from '@web/lib/api-client';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Spec part 2 §9: the list refreshes every 500 ms while a paper is being written. */
export const PROGRESS_POLL_MS = 500;

export function useStartWhitepaper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WhitepaperInput) => callEndpoint(startWhitepaper, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.whitepapers() }),
  });
}

/** The wallet's papers, polled while one of them is still generating. */
export function useWhitepapers(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.whitepapers(owner),
    queryFn: () => callEndpoint(listWhitepapers),
    enabled: Boolean(owner),
    refetchInterval: (query) =>
      query.state.data?.whitepapers.some((p) => p.status === 'generating') ? PROGRESS_POLL_MS : false,
  });
}

/** The server-rendered PDF as a Blob. */
export async function fetchWhitepaperPdf(paper: Whitepaper): Promise<Blob> {
  const res = await apiRequest('GET', endpointUrl(whitepaperPdf, { id: paper.id }));
  return res.blob();
}
