import { useMutation } from '@tanstack/react-query';
import { quoteDexRoutes } from '@shared/api/dex';
import type { QuoteRequest } from '@shared/schemas/dex';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Route search over every pool: direct, two-hop and split routes, best output first. */
export function findRoutes(body: QuoteRequest) {
  return callEndpoint(quoteDexRoutes, { body });
}

export function useFindRoutes() {
  return useMutation({ mutationFn: findRoutes });
}
