import type { Address } from '@solana/kit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { detectScriptPatterns, INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import { badRequest, unauthorized } from '../lib/errors';

/** 'wallet': only a signed-in wallet gets to the handler; 'public': anyone does. */
export type RouteAuth = 'wallet' | 'public';
const isRouteAuth = (value: unknown): value is RouteAuth => value === 'wallet' || value === 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route must say; a route without it stops the app at startup. */
    auth?: RouteAuth;
    /** Refuse a body carrying script-like text (sensitive writes). */
    scriptCheck?: boolean;
  }
  interface FastifyInstance {
    /** The auth each /api route declared, by `${method} ${url}`, so tests can walk the route table. */
    routeAuth: Map<string, RouteAuth>;
  }
}

const underApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** The API reference viewer's own routes (a library's, without our config) are public. */
export const API_DOCS_PREFIX = '/api/docs';
const underDocs = (url: string) => url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);

const signedIn: preHandlerAsyncHookHandler = async (request) => {
  if (!request.wallet) throw unauthorized();
};

const scriptFree: preHandlerAsyncHookHandler = async (request) => {
  if (detectScriptPatterns(request.body)) throw badRequest(INVALID_TRANSACTION_DATA);
};

/**
 * Enforces each route's `config.auth` and `config.scriptCheck` as preHandler hooks. They are appended in
 * `onRoute`, after a per-route rate limit (registered earlier, also a preHandler), so the limit counts a
 * request before the sign-in check refuses it, as it did when the handlers checked by hand.
 */
export function registerGuards(app: FastifyInstance): void {
  const declared = new Map<string, RouteAuth>();
  app.decorate('routeAuth', declared);
  app.addHook('onRoute', (route) => {
    if (!underApi(route.url)) return;
    const { auth = underDocs(route.url) ? 'public' : undefined, scriptCheck } = route.config ?? {};
    if (!isRouteAuth(auth)) {
      throw new Error(
        `${String(route.method)} ${route.url}: route config must declare auth ('wallet' or 'public')`,
      );
    }
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, auth);
    const guards = [...(auth === 'wallet' ? [signedIn] : []), ...(scriptCheck ? [scriptFree] : [])];
    if (guards.length === 0) return;
    const existing = route.preHandler;
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), ...guards];
  });
}

/** The signed-in wallet of a route declared `auth: 'wallet'` (its guard already refused anyone else). */
export function walletOf(request: FastifyRequest): Address {
  if (request.routeOptions.config.auth !== 'wallet') {
    throw new Error(
      `walletOf on ${request.routeOptions.url ?? request.url}, a route not declared auth: 'wallet'`,
    );
  }
  if (!request.wallet) throw unauthorized();
  return request.wallet;
}

/** A per-route limit counted per signed-in wallet (per address when signed out), after the session is known. */
export const perWalletLimit = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.wallet ?? request.ip,
});
