import { useMutation } from '@tanstack/react-query';
import { tokenomicsResponseSchema, type TokenomicsRequestInput } from '@shared/schemas/ai-tokenomics';
import { apiJson } from '@web/lib/api-client';

export function generateTokenomics(body: TokenomicsRequestInput) {
  return apiJson('POST', '/api/ai/tokenomics', body, tokenomicsResponseSchema);
}

export function useGenerateTokenomics() {
  return useMutation({ mutationFn: generateTokenomics });
}
