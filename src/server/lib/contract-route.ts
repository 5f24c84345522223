import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { Endpoint, EndpointReply } from '@shared/api/endpoint';
import type { Env } from './env';
import { parse } from './validate';

/** A contract's request parts, parsed by its schemas (absent parts are undefined). */
export interface ParsedInput<E extends Endpoint> {
  params: E extends { params: infer S extends z.ZodType } ? z.output<S> : undefined;
  query: E extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
  body: E extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
}

type RouteConfig = NonNullable<RouteShorthandOptions['config']>;
/** What a route adds beside its contract (rate limit, script check); `auth` comes from the contract. */
export type RouteExtras = Omit<RouteConfig, 'auth'>;

export type ContractHandler<E extends Endpoint> = (
  input: ParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointReply<E>>;

const parseIf = (schema: z.ZodType | undefined, value: unknown) =>
  schema === undefined ? undefined : parse(schema, value);

/** The JSON schema Fastify compiles the answer's serialiser from: fields outside the contract never leave. */
export function responseJsonSchema(e: Endpoint): Record<string, unknown> {
  return z.toJSONSchema(e.response, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
}

/**
 * Registers routes from contracts. The request's params, query and body are parsed with the contract's
 * schemas (a failure is a 400 with their messages); the answer is serialised from the response schema
 * and, outside production, also checked against it so a drifted answer fails loudly in tests.
 */
export function contractRoutes(app: FastifyInstance, env: Pick<Env, 'NODE_ENV'>) {
  const checkResponses = env.NODE_ENV !== 'production';
  return function serve<E extends Endpoint>(e: E, extras: RouteExtras, handler: ContractHandler<E>): void {
    const status = e.status ?? 200;
    app.route({
      method: e.method,
      url: e.path,
      config: { ...extras, auth: e.auth },
      schema: { response: { [status]: responseJsonSchema(e) } },
      handler: async (request, reply) => {
        const input = {
          params: parseIf(e.params, request.params),
          query: parseIf(e.query, request.query),
          body: parseIf(e.body, request.body),
        } as ParsedInput<E>;
        const answer = await handler(input, request, reply);
        if (checkResponses) {
          const checked = e.response.safeParse(answer);
          if (!checked.success)
            throw new Error(`${e.method} ${e.path}: answer breaks its contract: ${checked.error.message}`);
        }
        return reply.status(status).send(answer);
      },
    });
  };
}
