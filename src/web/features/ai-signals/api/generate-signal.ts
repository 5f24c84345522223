import { useMutation } from '@tanstack/react-query';
import { signalResponseSchema, type SignalRequestInput } from '@shared/schemas/ai-signals';
import { apiJson } from '@web/lib/api-client';

export function generateSignal(body: SignalRequestInput) {
  return apiJson('POST', '/api/ai/signals', body, signalResponseSchema);
}

export function useGenerateSignal() {
  return useMutation({ mutationFn: generateSignal });
}
