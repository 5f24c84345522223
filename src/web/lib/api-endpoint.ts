import type { z } from 'zod';
import type { Endpoint, EndpointInput } from '@shared/api/endpoint';
import { endpointUrl } from '@shared/api/endpoint-url';
import { apiJson, secureApiJson, type SensitiveCall } from './api-client';

/** No argument when the endpoint takes no params, query or body. */
type InputArgs<E extends Endpoint> = object extends EndpointInput<E>
  ? [input?: EndpointInput<E>]
  : [input: EndpointInput<E>];

type Parts = { params?: unknown; query?: unknown; body?: unknown };

function jsonUrl(e: Endpoint, parts: Parts): string {
  if (e.contentType) throw new Error(`${e.method} ${e.path} answers ${e.contentType}: link to endpointUrl`);
  return endpointUrl(e, parts.params, parts.query);
}

const answerOf = <R extends z.ZodType>(e: Endpoint & { response: R }, data: unknown): z.output<R> =>
  e.response.parse(e.status === 204 ? undefined : data);

/** Calls an endpoint by its contract: URL from its path, the answer parsed with its response schema. */
export async function callEndpoint<R extends z.ZodType, E extends Endpoint & { response: R }>(
  e: E & { response: R },
  ...[input]: InputArgs<E>
): Promise<z.output<R>> {
  const parts: Parts = input ?? {};
  return answerOf(e, await apiJson(e.method, jsonUrl(e, parts), parts.body));
}

/**
 * `callEndpoint` through the secured path (`secureApiRequest`): the sensitive-operation gate, script
 * check, text sanitising and the per-path client rate limit.
 */
export async function callSecureEndpoint<R extends z.ZodType, E extends Endpoint & { response: R }>(
  e: E & { response: R },
  input: EndpointInput<E>,
  sensitive?: SensitiveCall,
): Promise<z.output<R>> {
  const parts: Parts = input;
  return answerOf(e, await secureApiJson(e.method, jsonUrl(e, parts), parts.body, undefined, sensitive));
}

/**
 * A query key derived from the contract (or its path in FIRST_LOAD_PATHS): its path first, so
 * invalidating `[e.path]` refreshes every variant of the read (per owner, per id, per page), and a
 * renamed path cannot leave a stale key behind.
 */
export const endpointKey = <const P extends readonly unknown[]>(e: Pick<Endpoint, 'path'>, ...parts: P) =>
  [e.path, ...parts] as const;
