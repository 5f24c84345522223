import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
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
import { registerApiDocs } from './plugins/api-docs';
import { registerGuards } from './plugins/guards';
import { rpcRateLimit } from './plugins/rpc-rate-limit';
import { registerSession } from './plugins/session';
import { registerWriteOriginChecks } from './plugins/write-origin';
import { aiIdeasRoutes } from './routes/ai-ideas';
import { aiSignalsRoutes } from './routes/ai-signals';
import { aiSimulatorRoutes } from './routes/ai-simulator';
import { aiWhitepaperRoutes } from './routes/ai-whitepaper';
import { aiTokenomicsRoutes } from './routes/ai-tokenomics';
import { analyticsRoutes } from './routes/analytics';
import { notificationRoutes } from './routes/notifications';
import { authRoutes } from './routes/auth';
import { bridgeRoutes } from './routes/bridge';
import { burnRoutes } from './routes/burn';
import { clmmRoutes } from './routes/clmm';
import { chainRoutes } from './routes/chain';
import { multisendRoutes } from './routes/multisend';
import { operationRoutes } from './routes/operations';
import { securityRoutes } from './routes/security';
import { tokenImageRoutes } from './routes/token-images';
import { tokenRoutes } from './routes/tokens';
import { dexRoutes } from './routes/dex';
import { launchpadRoutes } from './routes/launchpad';
import { liquidityRoutes } from './routes/liquidity';
import { priceRoutes } from './routes/prices';
import { walletRoutes } from './routes/wallet';
import { solxRoutes } from './routes/solx';
import { stakingRoutes } from './routes/staking';
import { keyVaultRoutes } from './routes/key-vault';
import { portfolioRoutes } from './routes/portfolio';
import { complianceRoutes } from './routes/compliance';
import { settingsRoutes } from './routes/settings';
import { gamificationRoutes } from './routes/gamification';

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
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP },
    crossOriginEmbedderPolicy: false,
    // CSP says frame-ancestors 'none'; SAMEORIGIN here would contradict it for older browsers.
    frameguard: { action: 'deny' },
  });
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
  app.addHook('onRequest', async (request, reply) =>
    isRpcRequest(request) || isEvmRequest(request) ? rpcLimit(request, reply) : undefined,
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
      return reply
        .status(known.statusCode)
        .send({
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
  authRoutes(app, ctx);
  tokenRoutes(app, ctx);
  tokenImageRoutes(app, ctx);
  dexRoutes(app, ctx);
  launchpadRoutes(app, ctx);
  liquidityRoutes(app, ctx);
  priceRoutes(app, ctx);
  burnRoutes(app, ctx);
  solxRoutes(app, ctx);
  stakingRoutes(app, ctx);
  keyVaultRoutes(app, ctx);
  bridgeRoutes(app, ctx);
  clmmRoutes(app, ctx);
  walletRoutes(app, ctx);
  operationRoutes(app, ctx);
  multisendRoutes(app, ctx);
  chainRoutes(app, ctx);
  portfolioRoutes(app, ctx);
  complianceRoutes(app, ctx);
  settingsRoutes(app, ctx);
  gamificationRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  aiIdeasRoutes(app, ctx);
  aiTokenomicsRoutes(app, ctx);
  aiSignalsRoutes(app, ctx);
  aiSimulatorRoutes(app, ctx);
  aiWhitepaperRoutes(app, ctx);
  notificationRoutes(app, ctx);
  securityRoutes(app, ctx);
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
