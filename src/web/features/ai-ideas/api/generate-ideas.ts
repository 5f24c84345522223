import { useMutation } from '@tanstack/react-query';
import { generateIdeas as generateIdeasEndpoint } from '@shared/api/ai-ideas';
import type { IdeasRequestInput } from '@shared/schemas/ai-ideas';
import { callEndpoint } from '@web/lib/api-endpoint';

export function generateIdeas(body: IdeasRequestInput) {
  return callEndpoint(generateIdeasEndpoint, { body });
}

export function useGenerateIdeas() {
  return useMutation({ mutationFn: generateIdeas });
}
