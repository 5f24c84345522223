import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
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

/**
 * JSON text the handler already holds (a cache of a hot read): sent as is, without serialising again.
 * Outside production it is still parsed and checked against the contract.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export type ContractHandler<E extends Endpoint> = (
  input: ParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | JsonText>;

const JSON_TYPE = 'application/json; charset=utf-8';

const parseIf = (schema: z.ZodType | undefined, value: unknown) =>
  schema === undefined ? undefined : parse(schema, value);

/** The JSON schema Fastify compiles the answer's serialiser from: fields outside the contract never leave. */
export function responseJsonSchema(e: Endpoint): Record<string, unknown> {
  return z.toJSONSchema(e.response, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
}

/** Fastify's response schemas: none for an empty (204) or non-JSON answer. */
function responseSchemas(e: Endpoint, status: number): Record<string, unknown> {
  return status === 204 || e.contentType ? {} : { [status]: responseJsonSchema(e) };
}

/**
 * Outside production: the answer must parse with the contract AND lose nothing when serialised from it,
 * so a field the handler sends but the contract does not name fails the tests instead of vanishing.
 */
function checkAnswer(e: Endpoint, answer: unknown, serialise: () => string): string {
  const where = `${e.method} ${e.path}: answer breaks its contract`;
  const checked = e.response.safeParse(answer);
  if (!checked.success) throw new Error(`${where}: ${checked.error.message}`);
  const serialised = serialise();
  const plain: unknown = JSON.parse(JSON.stringify(answer) ?? 'null');
  const sent: unknown = JSON.parse(serialised);
  if (!isDeepStrictEqual(plain, sent))
    throw new Error(
      `${where}: serialising from the contract changes it (a field it does not name?)\n` +
        `handler: ${JSON.stringify(plain).slice(0, 600)}\nsent:    ${serialised.slice(0, 600)}`,
    );
  return serialised;
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
      schema: { response: responseSchemas(e, status) },
      handler: async (request, reply) => {
        const input = {
          params: parseIf(e.params, request.params),
          query: parseIf(e.query, request.query),
          body: parseIf(e.body, request.body),
        } as ParsedInput<E>;
        const answer = await handler(input, request, reply);
        reply.status(status);
        if (status === 204) return reply.send();
        if (e.contentType) return reply.send(answer);
        if (answer instanceof JsonText) {
          if (checkResponses) checkAnswer(e, JSON.parse(answer.text), () => answer.text);
          return reply.type(JSON_TYPE).send(answer.text);
        }
        if (!checkResponses) return reply.send(answer);
        const serialised = checkAnswer(e, answer, () => String(reply.serialize(answer)));
        return reply.type(JSON_TYPE).send(serialised);
      },
    });
  };
}
