import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Address } from '@solana/kit';
import {
  getSession,
  logout,
  requestNonce,
  requestStepUp,
  verifySignIn as verifySignInEndpoint,
} from '@shared/api/auth';
import { authMessages } from '@shared/schemas/auth';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { isLoopbackOrigin, isSiteOrigin, originForHost, siteOf, type Site } from '../lib/site';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { SESSION_COOKIE, sessionTokenOf } from '../plugins/session';
import {
  createNonce,
  createStepUp,
  endSession,
  sessionForToken,
  SESSION_TTL_MS,
  verifySignIn,
} from '../services/auth';
import { stepUpStatement } from './step-up-intent';

/**
 * The configured origin a sign-in names. A request whose Host is not one of the site's is refused: that is a
 * page relaying our sign-in to a wallet that would show its own domain. The page's Origin, when it is one
 * of the site's, wins over the Host: behind `npm run dev` Vite's proxy sends the server's own Host while the
 * page (and the wallet's domain check) is on Vite's origin.
 */
function siteOriginOf(site: Site, request: FastifyRequest, refused = 'Sign-in refused'): URL {
  const byHost = originForHost(site, request.headers.host);
  if (!byHost) {
    throw new AppError(
      403,
      'foreign_host',
      `${refused}: ${request.headers.host ?? 'a request without a Host'} is not this site's address`,
    );
  }
  const { origin } = request.headers;
  return origin && isSiteOrigin(site, origin) ? new URL(origin) : byHost;
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const site = siteOf(ctx.env);

  const serve = contractRoutes(app, ctx.env);

  serve(requestNonce, {}, async ({ body }, request) =>
    createNonce(ctx, body.address as Address, siteOriginOf(site, request)),
  );

  serve(verifySignInEndpoint, {}, async ({ body }, request, reply) => {
    const origin = siteOriginOf(site, request);
    if (body.bearer && !ctx.chain.embedded)
      throw new AppError(400, 'bearer_refused', authMessages.bearerEmbeddedOnly);
    const session = await verifySignIn(ctx, { ...body, address: body.address as Address });
    if (body.bearer) {
      return { address: session.address, expiresAt: session.expiresAt.toISOString(), token: session.token };
    }
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !isLoopbackOrigin(origin),
      maxAge: SESSION_TTL_MS / 1000,
    });
    return { address: session.address, expiresAt: session.expiresAt.toISOString() };
  });

  serve(getSession, {}, async (_, request) => {
    const address = walletOf(request);
    const token = sessionTokenOf(request) ?? '';
    const session = await sessionForToken(ctx, token);
    return { address, expiresAt: session?.expiresAt.toISOString() ?? new Date().toISOString() };
  });

  // A challenge to sign before revealing or deleting a stored key or changing the wallet's read RPC.
  serve(requestStepUp, { rateLimit: perWalletLimit(30) }, async ({ body: intent }, request) => {
    const wallet = walletOf(request);
    const origin = siteOriginOf(site, request, 'Confirmation refused');
    const statement = await stepUpStatement(ctx, wallet, intent);
    return createStepUp(ctx, wallet, origin, { ...intent, statement });
  });

  serve(logout, {}, async (_, request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await endSession(ctx, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true as const };
  });
}
