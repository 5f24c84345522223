import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { isServedPage } from '@shared/pages';
import type { AppContext } from './context';
import { clientCausedError } from './lib/client-errors';
import { AppError } from './lib/errors';
import { isApiRequest, isEvmRequest, isRpcRequest } from './lib/request-path';
import { trackRoutes } from './lib/route-table';
import { rejectUnsafeParams } from './lib/text-params';
import { FEATURES } from './features';
import { registerApiDocs } from './plugins/api-docs';
import { registerGuards } from './plugins/guards';
import { rpcRateLimit } from './plugins/rpc-rate-limit';
import { registerSession } from './plugins/session';
import { registerWriteOriginChecks } from './plugins/write-origin';

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'https:', 'wss:', 'ws:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Builds the HTTP app: security headers, session, API routes, embedded RPC, the built SPA. */
export async function buildApp(ctx: AppContext, opts: { webDir?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: ctx.env.TRUST_PROXY,
    logController: new LogController({ disableRequestLogging: true }),
  });
  // helmet's own middleware, built once: @fastify/helmet built it anew for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: CSP },
    crossOriginEmbedderPolicy: false,
    // CSP says frame-ancestors 'none'; SAMEORIGIN here would contradict it for older browsers.
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
  await app.register(cookie);
  await app.register(rateLimit, {
    max: ctx.env.API_RATE_LIMIT,
    timeWindow: 60_000,
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: 'rate_limited',
      message: `Rate limit exceeded. Please wait ${Math.ceil(context.ttl / 1000)} seconds before making another request.`,
    }),
  });
  const rpcLimit = rpcRateLimit(app, ctx.env);
  const isJsonRpc = (request: FastifyRequest) => isRpcRequest(request) || isEvmRequest(request);
  app.addHook('onRequest', async (request, reply) =>
    isJsonRpc(request) ? rpcLimit.onRequest(request, reply) : undefined,
  );
  app.addHook('preHandler', async (request, reply) =>
    isJsonRpc(request) ? rpcLimit.preHandler(request, reply) : undefined,
  );
  await app.register(websocket);
  registerWriteOriginChecks(app, ctx);
  registerSession(app, ctx);
  registerGuards(app);
  rejectUnsafeParams(app);
  trackRoutes(app);
  app.setErrorHandler((error, request, reply) => {
    const clientError = clientCausedError(error);
    if (clientError) request.log.warn({ err: error }, 'request refused late: its values broke a service');
    const known = error instanceof AppError ? error : clientError;
    if (known) {
      return reply.status(known.statusCode).send({
        ...known.details,
        error: known.code,
        message: known.message,
        fieldErrors: known.fieldErrors,
      });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status >= 500 ? 'Something went wrong on our side. Please try again.' : (error as Error).message;
    return reply.status(status).send({ error: status === 429 ? 'rate_limited' : 'request_error', message });
  });
  for (const feature of FEATURES) feature.routes?.(app, ctx);
  await registerApiDocs(app);
  ctx.chain.embedded?.registerRoutes(app);
  ctx.evm?.registerRoutes(app);
  serveWeb(app, opts.webDir);
  return app;
}

/** Serves the built SPA: static assets, then index.html for GETs (status from the page registry), JSON 404 otherwise. */
export function serveWeb(app: FastifyInstance, webDir?: string) {
  if (!webDir || !existsSync(path.join(webDir, 'index.html'))) {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ error: 'not_found', message: `Route ${request.method} ${request.url} not found` }),
    );
    return;
  }
  void app.register(fastifyStatic, { root: webDir, wildcard: false, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    const api = isApiRequest(request) || isRpcRequest(request);
    if (request.method !== 'GET' || api) {
      return reply
        .status(404)
        .send({ error: 'not_found', message: `Route ${request.method} ${request.url} not found` });
    }
    // Every page is the SPA; a path outside the page registry still gets it (the SPA draws its 404 page) but with a 404 status.
    const pathname = request.url.split('?', 1)[0] ?? request.url;
    return reply.status(isServedPage(pathname) ? 200 : 404).sendFile('index.html');
  });
}
