import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Address } from '@solana/kit';
import { nonceRequestSchema, verifyRequestSchema } from '@shared/schemas/auth';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { walletOf } from '../plugins/guards';
import { SESSION_COOKIE } from '../plugins/session';
import { createNonce, endSession, sessionForToken, SESSION_TTL_MS, verifySignIn } from '../services/auth';

const host = (request: FastifyRequest) => request.headers.host ?? 'localhost';
const isLocalHost = (h: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(h);

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/nonce', { config: { auth: 'public' } }, async (request) => {
    const body = parse(nonceRequestSchema, request.body);
    return createNonce(ctx, body.address as Address, {
      host: host(request),
      uri: `${request.protocol}://${host(request)}`,
    });
  });

  app.post('/api/auth/verify', { config: { auth: 'public' } }, async (request, reply) => {
    const body = parse(verifyRequestSchema, request.body);
    const session = await verifySignIn(ctx, { ...body, address: body.address as Address }, host(request));
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !isLocalHost(host(request)),
      maxAge: SESSION_TTL_MS / 1000,
    });
    return { address: session.address, expiresAt: session.expiresAt.toISOString() };
  });

  app.get('/api/auth/session', { config: { auth: 'wallet' } }, async (request) => {
    const address = walletOf(request);
    const token = request.cookies[SESSION_COOKIE] ?? '';
    const session = await sessionForToken(ctx, token);
    return { address, expiresAt: session?.expiresAt.toISOString() ?? new Date().toISOString() };
  });

  app.post('/api/auth/logout', { config: { auth: 'public' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await endSession(ctx, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
}
