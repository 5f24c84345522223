import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favoriteIdeaSchema, favoriteListSchema, type Idea } from '@shared/schemas/ai-ideas';
import { aiKeys, IDEA_FAVORITES_URL } from '@web/entities/ai/query-keys';
import { apiJson, apiRequest } from '@web/lib/api-client';

export function useFavorites(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.favorites(owner),
    queryFn: () => apiJson('GET', IDEA_FAVORITES_URL, undefined, favoriteListSchema),
    enabled: Boolean(owner),
  });
}

export function useSaveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idea: Idea) => apiJson('POST', IDEA_FAVORITES_URL, idea, favoriteIdeaSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.favorites() }),
  });
}

export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${IDEA_FAVORITES_URL}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.favorites() }),
  });
}
