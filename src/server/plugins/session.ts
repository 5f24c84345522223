import type { Address } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isApiRequest } from '../lib/request-path';
import { sessionForToken } from '../services/auth';

export const SESSION_COOKIE = 'solx_session';

declare module 'fastify' {
  interface FastifyRequest {
    wallet: Address | null;
  }
}

/** Resolves the session cookie to the signed-in wallet address for every /api request. */
export function registerSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('wallet', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await sessionForToken(ctx, token);
    request.wallet = (session?.address as Address | undefined) ?? null;
  });
}
