import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { INVALID_TRANSACTION_DATA, detectScriptPatterns, sanitizeDeep } from '@shared/security/request-guard';
import {
  RATE_LIMIT_MESSAGE,
  createPathRateLimiter,
  pathOf,
  recordRequestTime,
  type StorageLike,
} from './rate-limit';
import type { OperationKind } from '@shared/operation-kinds';
import { currentlySecure, GATE_OF_KIND, guardSensitiveOperation } from './security';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export const CLIENT_VERSION = '0.1.0';

/** Error thrown for every non-OK answer; `message` is the server's message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** The answer's whole JSON body (e.g. a 409 price_moved carries the new quote). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    code?: string,
    fieldErrors?: Record<string, string[]>,
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

function readFieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
  );
  return Object.fromEntries(entries);
}

/** Builds the ApiError for a failed answer (spec: `${status}: ${body || statusText}`). */
export function toApiError(status: number, statusText: string, bodyText: string): ApiError {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      const code = 'error' in body && typeof body.error === 'string' ? body.error : undefined;
      const fieldErrors = 'fieldErrors' in body ? readFieldErrors(body.fieldErrors) : undefined;
      return new ApiError(status, body.message, code, fieldErrors, body);
    }
  } catch {
    // Not JSON: fall through to the plain form.
  }
  return new ApiError(status, `${status}: ${bodyText || statusText}`);
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw toApiError(res.status, res.statusText, text);
}

const WITH_BODY: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH']);

/** The server refuses a POST/PUT/PATCH whose body is not JSON (415), so one without a body sends `{}`. */
function jsonBody(method: HttpMethod, body: unknown): unknown {
  return body === undefined && WITH_BODY.has(method) ? {} : body;
}

/**
 * Another session than the browser's cookie: a wallet the page holds the key of (a rehearsal's buyer),
 * sent as a bearer token without the cookie; no token yet while it signs in.
 */
export interface OwnSession {
  bearer?: string;
}

function sessionFetch(session: OwnSession | undefined, headers: Record<string, string>) {
  if (!session) return { headers, credentials: 'include' as const };
  const auth: Record<string, string> = session.bearer ? { Authorization: `Bearer ${session.bearer}` } : {};
  return { headers: { ...headers, ...auth }, credentials: 'omit' as const };
}

/** Generic call: JSON body, credentials included (or the given session), the response returned as is. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  session?: OwnSession,
): Promise<Response> {
  const sent = jsonBody(method, body);
  const res = await fetch(url, {
    method,
    ...sessionFetch(session, sent === undefined ? {} : { 'Content-Type': 'application/json' }),
    body: sent === undefined ? undefined : JSON.stringify(sent),
  });
  await throwIfResNotOk(res);
  return res;
}

const secureLimiter = createPathRateLimiter();

function browserStorage(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function configuredApiKey(): string | undefined {
  const key: unknown = import.meta.env.VITE_CLIENT_API_KEY;
  return typeof key === 'string' && key.length > 0 ? key : undefined;
}

export function secureHeaders(now: number, apiKey = configuredApiKey()): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Client-Version': CLIENT_VERSION,
    'X-Timestamp': String(now),
    'ngrok-skip-browser-warning': 'true',
    ...(apiKey ? { 'X-API-Key': apiKey } : {}),
  };
}

/** A sensitive call refused before anything was sent; shown as a destructive toast with its own title. */
export class SecurityRefusal extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'SecurityRefusal';
  }
}

/** Names the sensitive operation a secured call is, so the client gates it on the environment check. */
export interface SensitiveCall {
  kind: OperationKind;
  /** What the gate reads when the body names its fields differently (a Jupiter swap's mints). */
  checked?: unknown;
}

/** The one client-side gate: secure environment, required fields, script-like text. */
function refuseUnsafe(body: unknown, sensitive?: SensitiveCall): void {
  const gate = sensitive && GATE_OF_KIND[sensitive.kind];
  if (sensitive && gate) {
    const guard = guardSensitiveOperation(gate, sensitive.checked ?? body, currentlySecure());
    if (!guard.ok) throw new SecurityRefusal(guard.title, guard.description);
  }
  if (body !== undefined && detectScriptPatterns(body)) throw new Error(INVALID_TRANSACTION_DATA);
}

/**
 * Secured call for create, swap, transfer, burn and stake operations: gates a sensitive operation,
 * rejects script-like payloads, sanitises text, applies the per-path client rate limit and records
 * the request time.
 */
export async function secureApiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  sensitive?: SensitiveCall,
  session?: OwnSession,
): Promise<Response> {
  refuseUnsafe(body, sensitive);
  if (!secureLimiter.tryAcquire(pathOf(url))) throw new Error(RATE_LIMIT_MESSAGE);
  const now = Date.now();
  recordRequestTime(browserStorage(), now);
  const sent = jsonBody(method, body);
  const res = await fetch(url, {
    method,
    ...sessionFetch(session, secureHeaders(now)),
    body: sent === undefined ? undefined : JSON.stringify(sanitizeDeep(sent)),
  });
  await throwIfResNotOk(res);
  return res;
}

async function parseJson<T>(res: Response, schema?: z.ZodType<T>): Promise<T> {
  const data: unknown = res.status === 204 ? null : await res.json();
  return schema ? schema.parse(data) : (data as T);
}

/** Typed JSON call; validates the answer with `schema` when given. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  schema?: z.ZodType<T>,
  session?: OwnSession,
) {
  return parseJson(await apiRequest(method, url, body, session), schema);
}

/** Typed JSON variant of `secureApiRequest`. */
export async function secureApiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  schema?: z.ZodType<T>,
  sensitive?: SensitiveCall,
  session?: OwnSession,
): Promise<T> {
  return parseJson(await secureApiRequest(method, url, body, sensitive, session), schema);
}

/** Joins the non-empty string/number parts of a query key into one URL. */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const parts = queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .filter((part) => part.trim().length > 0);
  const [first, ...rest] = parts;
  if (first === undefined) throw new Error('Invalid query key: no valid URL parts found');
  return [first.replace(/\/+$/, ''), ...rest.map((part) => part.replace(/^\/+|\/+$/g, ''))].join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
