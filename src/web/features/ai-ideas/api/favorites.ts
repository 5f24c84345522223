import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listFavoriteIdeas, removeFavoriteIdea, saveFavoriteIdea } from '@shared/api/ai-ideas';
import type { Idea } from '@shared/schemas/ai-ideas';
import { aiKeys } from '@web/entities/ai/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useFavorites(owner: string | null) {
  return useQuery({
    queryKey: aiKeys.favorites(owner),
    queryFn: () => callEndpoint(listFavoriteIdeas),
    enabled: Boolean(owner),
  });
}

export function useSaveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idea: Idea) => callEndpoint(saveFavoriteIdea, { body: idea }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.favorites() }),
  });
}

export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(removeFavoriteIdea, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: aiKeys.favorites() }),
  });
}
