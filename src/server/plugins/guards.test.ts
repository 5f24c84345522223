import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { perWalletLimit, registerGuards, walletOf } from './guards';

const SIGNED_IN = 'So11111111111111111111111111111111111111112';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** A bare app with the guards, a header standing in for the session cookie and the AppError body shape. */
async function guardedApp(): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(rateLimit, { global: false });
  instance.decorateRequest('wallet', null);
  instance.addHook('onRequest', async (request) => {
    const header = request.headers['x-wallet'];
    if (typeof header === 'string') request.wallet = header as typeof request.wallet;
  });
  registerGuards(instance);
  instance.setErrorHandler((error, _request, reply) =>
    error instanceof AppError
      ? reply.status(error.statusCode).send({ error: error.code, message: error.message })
      : reply
          .status((error as { statusCode?: number }).statusCode ?? 500)
          .send({ error: 'other', message: (error as Error).message }),
  );
  app = instance;
  return instance;
}

describe('route guards', () => {
  it('refuses to start when an /api route makes no auth decision', async () => {
    const instance = await guardedApp();
    expect(() => instance.get('/api/undeclared', async () => ({}))).toThrow(
      "GET /api/undeclared: route config must declare auth ('wallet' or 'public')",
    );
    expect(() => instance.get('/elsewhere', async () => ({}))).not.toThrow();
  });

  it('answers 401 before the script check, and the script check before the handler', async () => {
    const instance = await guardedApp();
    let handled = 0;
    instance.post('/api/write', { config: { auth: 'wallet', scriptCheck: true } }, async (request) => {
      handled += 1;
      return { wallet: walletOf(request) };
    });
    const hostile = { name: '<script>x</script>' };
    const signedOut = await instance.inject({ method: 'POST', url: '/api/write', payload: hostile });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      error: 'unauthorized',
      message: 'Connect and sign in with your wallet first',
    });
    const headers = { 'x-wallet': SIGNED_IN };
    const script = await instance.inject({ method: 'POST', url: '/api/write', payload: hostile, headers });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ error: 'bad_request', message: 'Invalid transaction data detected' });
    expect(handled).toBe(0);
    const ok = await instance.inject({ method: 'POST', url: '/api/write', payload: { a: 'b' }, headers });
    expect(ok.json()).toEqual({ wallet: SIGNED_IN });
  });

  it('lets public routes through signed out and refuses walletOf on them', async () => {
    const instance = await guardedApp();
    instance.get('/api/open', { config: { auth: 'public' } }, async (request) => ({
      wallet: walletOf(request),
    }));
    const res = await instance.inject({
      method: 'GET',
      url: '/api/open',
      headers: { 'x-wallet': SIGNED_IN },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe("walletOf on /api/open, a route not declared auth: 'wallet'");
  });

  it('counts the per-wallet limit before the sign-in check, per wallet', async () => {
    const instance = await guardedApp();
    instance.post(
      '/api/limited',
      { config: { auth: 'wallet', rateLimit: perWalletLimit(2) } },
      async () => ({}),
    );
    const call = (wallet?: string) =>
      instance.inject({ method: 'POST', url: '/api/limited', headers: wallet ? { 'x-wallet': wallet } : {} });
    expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([
      401, 401, 429,
    ]);
    expect([(await call(SIGNED_IN)).statusCode, (await call(SIGNED_IN)).statusCode]).toEqual([200, 200]);
    expect((await call(SIGNED_IN)).statusCode).toBe(429);
  });
});
