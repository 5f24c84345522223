import type { Address } from '@solana/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isApiRequest } from '../lib/request-path';
import { sessionForToken } from '../services/auth';

export const SESSION_COOKIE = 'solx_session';

declare module 'fastify' {
  interface FastifyRequest {
    wallet: Address | null;
  }
}

/**
 * The request's session token: an `Authorization: Bearer` one (a rehearsal buyer's session, held by the
 * page that holds its key) wins over the cookie.
 */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice('Bearer '.length).trim();
  return request.cookies[SESSION_COOKIE];
}

/** Resolves the session (cookie or bearer token) to the signed-in wallet address for every /api request. */
export function registerSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('wallet', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const token = sessionTokenOf(request);
    if (!token) return;
    const session = await sessionForToken(ctx, token);
    request.wallet = (session?.address as Address | undefined) ?? null;
  });
}
