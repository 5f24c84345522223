import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  whitepaperListSchema,
  whitepaperSchema,
  type Whitepaper,
  type WhitepaperInput,
} from '@shared/schemas/ai-whitepaper';
import { aiKeys, WHITEPAPERS_URL } from '@web/entities/ai/query-keys';
import { apiJson, apiRequest } from '@web/lib/api-client';

/** Spec part 2 §9: the list refreshes every 500 ms while a paper is being written. */
export const PROGRESS_POLL_MS = 500;

export function useStartWhitepaper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WhitepaperInput) => apiJson('POST', WHITEPAPERS_URL, body, whitepaperSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.whitepapers() }),
  });
}

/** The wallet's papers, polled while one of them is still generating. */
export function useWhitepapers(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.whitepapers(owner),
    queryFn: () => apiJson('GET', WHITEPAPERS_URL, undefined, whitepaperListSchema),
    enabled: Boolean(owner),
    refetchInterval: (query) =>
      query.state.data?.whitepapers.some((p) => p.status === 'generating') ? PROGRESS_POLL_MS : false,
  });
}

/** The server-rendered PDF as a Blob. */
export async function fetchWhitepaperPdf(paper: Whitepaper): Promise<Blob> {
  const res = await apiRequest('GET', `${WHITEPAPERS_URL}/${paper.id}/pdf`);
  return res.blob();
}
