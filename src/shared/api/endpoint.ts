import { z } from 'zod';

// Its own zod-free module: the web's first load builds URLs without loading zod.
export { endpointUrl } from './endpoint-url';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** 'wallet': needs the signed-in wallet's session cookie; 'public': anyone. */
export type EndpointAuth = 'public' | 'wallet';

/**
 * One HTTP endpoint as server and web both see it. The server registers its route from it (request and
 * response checked against the schemas, the answer serialised from the response schema); the web builds
 * its URL and parses the answer from it; the OpenAPI document is generated from all of them.
 * Schemas describe the JSON on the wire: a response schema's input is what the server sends, its output
 * what the web reads.
 */
export interface Endpoint {
  readonly method: EndpointMethod;
  /** Fastify form: `/api/things/:id`. */
  readonly path: `/api/${string}`;
  readonly auth: EndpointAuth;
  /** One line for the API reference. */
  readonly summary: string;
  /** The feature it belongs to (the API reference groups by it). */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer (status `status`, 200 unless said); `z.void()` with status 204. */
  readonly response: z.ZodType;
  readonly status?: 200 | 201 | 202 | 204;
  /**
   * A non-JSON answer (`application/pdf`, `image/*`): the handler sets its headers and returns the bytes;
   * the web links to `endpointUrl` instead of calling it. The response schema is then `binaryAnswer`.
   */
  readonly contentType?: string;
  /** Shown in the API reference. */
  readonly examples?: { readonly body?: unknown; readonly response?: unknown };
}

/** The response schema of a `contentType` endpoint: bytes (a Buffer on the server). */
export const binaryAnswer = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

/** Declares an endpoint, keeping its literal method and path in the type. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

type Part<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? { [P in K]: z.input<S> } : { [P in K]?: undefined };

/** What a caller sends: each part the endpoint declares, typed by its schema. */
export type EndpointInput<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;
/** What the server's handler returns (the response schema's input). */
export type EndpointReply<E extends Endpoint> = z.input<E['response']>;
/** What the web reads (the response schema's output). */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;
