import { useMutation } from '@tanstack/react-query';
import { ideasResponseSchema, type IdeasRequestInput } from '@shared/schemas/ai-ideas';
import { apiJson } from '@web/lib/api-client';

export function generateIdeas(body: IdeasRequestInput) {
  return apiJson('POST', '/api/ai/ideas', body, ideasResponseSchema);
}

export function useGenerateIdeas() {
  return useMutation({ mutationFn: generateIdeas });
}
