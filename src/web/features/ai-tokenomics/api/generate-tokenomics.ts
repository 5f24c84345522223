import { useMutation } from '@tanstack/react-query';
import { generateTokenomics as generateTokenomicsEndpoint } from '@shared/api/ai-tokenomics';
import type { TokenomicsRequestInput } from '@shared/schemas/ai-tokenomics';
import { callEndpoint } from '@web/lib/api-endpoint';

export function generateTokenomics(body: TokenomicsRequestInput) {
  return callEndpoint(generateTokenomicsEndpoint, { body });
}

export function useGenerateTokenomics() {
  return useMutation({ mutationFn: generateTokenomics });
}
