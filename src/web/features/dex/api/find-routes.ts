import { useMutation } from '@tanstack/react-query';
import { quoteResponseSchema, type QuoteRequest } from '@shared/schemas/dex';
import { apiJson } from '@web/lib/api-client';

/** Route search over every pool: direct, two-hop and split routes, best output first. */
export function findRoutes(body: QuoteRequest) {
  return apiJson('POST', '/api/dex/quote', body, quoteResponseSchema);
}

export function useFindRoutes() {
  return useMutation({ mutationFn: findRoutes });
}
