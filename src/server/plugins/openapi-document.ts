import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { Endpoint } from '@shared/api/endpoint';
import { SESSION_COOKIE } from './session';

type Json = Record<string, unknown>;

const errorSchema = z.object({
  error: z.string().meta({ description: 'Machine-readable code, e.g. validation_error, unauthorized' }),
  message: z.string().meta({ description: 'What went wrong, worded for the user' }),
  fieldErrors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({ description: "Each invalid field's messages (validation errors)" }),
});

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;

/** `/api/things/:id` → `/api/things/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, Json>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const json = (schema: Json, example: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

function success(e: Endpoint): Json {
  if (e.status === 204) return { description: 'Done (no content)' };
  if (e.contentType)
    return {
      description: 'Success',
      content: { [e.contentType]: { schema: { type: 'string', format: 'binary' } } },
    };
  return { description: 'Success', content: json(jsonSchema(e.response, 'input'), e.examples?.response) };
}

function operation(e: Endpoint): Json {
  const errors: Record<string, string> = {
    ...(e.params || e.query || e.body ? { '400': 'The request breaks the contract (see fieldErrors)' } : {}),
    ...(e.auth === 'wallet' ? { '401': 'No signed-in wallet session' } : {}),
    '429': 'Rate limit exceeded',
  };
  const errorRef = { $ref: '#/components/schemas/Error' };
  return {
    operationId: `${e.method.toLowerCase()}${openApiPath(e.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    summary: e.summary,
    tags: [e.tag],
    security: e.auth === 'wallet' ? [{ session: [] }, { bearer: [] }] : [],
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(e.body
      ? { requestBody: { required: true, content: json(jsonSchema(e.body, 'input'), e.examples?.body) } }
      : {}),
    responses: {
      [String(e.status ?? 200)]: success(e),
      ...Object.fromEntries(
        Object.entries(errors).map(([status, description]) => [
          status,
          { description, content: json(errorRef, undefined) },
        ]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint contract. */
export function openApiDocument(endpoints: readonly Endpoint[], version: string): OpenAPIV3_1.Document {
  const paths: Record<string, Record<string, Json>> = {};
  for (const e of endpoints) {
    const item = (paths[openApiPath(e.path)] ??= {});
    item[e.method.toLowerCase()] = operation(e);
  }
  const tags = [...new Set(endpoints.map((e) => e.tag))].sort().map((name) => ({ name }));
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'SOLX Token Launch Suite API',
      version,
      description:
        'Every endpoint of the app, generated from the contracts the server and the web share. Wallet ' +
        'endpoints need the session cookie set by signing in with the wallet (POST /api/auth/verify), or on ' +
        'the embedded chain the token that sign-in answers with `bearer` (a rehearsal wallet a page holds). ' +
        'Operations answer a plan to sign; the signed transactions are submitted to /api/operations/{id}/submit.',
    },
    tags,
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by wallet sign-in' },
        bearer: { type: 'http', scheme: 'bearer', description: 'Answered by wallet sign-in with `bearer`' },
      },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
  };
  // Built from zod's JSON Schema output (2020-12, which OpenAPI 3.1 uses as is); the types cannot see that.
  return document as OpenAPIV3_1.Document;
}
