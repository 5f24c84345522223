import type { z } from 'zod';
import { endpointUrl, type Endpoint, type EndpointInput } from '@shared/api/endpoint';
import { apiJson } from './api-client';

/** No argument when the endpoint takes no params, query or body. */
type InputArgs<E extends Endpoint> = object extends EndpointInput<E>
  ? [input?: EndpointInput<E>]
  : [input: EndpointInput<E>];

/** Calls an endpoint by its contract: URL from its path, the answer parsed with its response schema. */
export async function callEndpoint<R extends z.ZodType, E extends Endpoint & { response: R }>(
  e: E & { response: R },
  ...[input]: InputArgs<E>
): Promise<z.output<R>> {
  const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const data = await apiJson(e.method, endpointUrl(e, parts.params, parts.query), parts.body);
  return e.response.parse(data);
}
