import { useMutation } from '@tanstack/react-query';
import { generateSignal as generateSignalEndpoint } from '@shared/api/ai-signals';
import type { SignalRequestInput } from '@shared/schemas/ai-signals';
import { callEndpoint } from '@web/lib/api-endpoint';

export function generateSignal(body: SignalRequestInput) {
  return callEndpoint(generateSignalEndpoint, { body });
}

export function useGenerateSignal() {
  return useMutation({ mutationFn: generateSignal });
}
