import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { launchQuoteRequestSchema, pumpFunRequestSchema } from '@shared/schemas/launchpad';
import { rehearsalRequestSchema } from '@shared/schemas/launch-rehearsal';
import { sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  launchDetail,
  launchStats,
  listLaunches,
  metadataDocument,
  planLaunch,
  planTrade,
  quoteTrade,
  rehearsalView,
  startRehearsal,
} from '../services/launchpad';

const mintParams = z.object({ mint: z.string().min(32).max(44) });
const fileParams = z.object({ file: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}\.json$/) });
const idParams = z.object({ id: z.uuid() });
const listQuery = z.object({ tab: z.enum(['trending', 'mine']).default('trending') });

/** Pump.fun launchpad: launch (spec §7 `action: 'create'`), curve buys and sells, and the public reads. */
export function launchpadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sensitive = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  app.post('/api/dex/pump-fun', { config: sensitive }, async (request) => {
    const body = parse(pumpFunRequestSchema, request.body);
    const wallet = walletOf(request);
    if (body.action !== 'create') {
      const quoted = body.minimumReceived === undefined ? undefined : BigInt(body.minimumReceived);
      return planTrade(ctx, wallet, body.mint, body.action, body.amount, body.slippage, quoted);
    }
    const data = body.tokenData;
    return planLaunch(ctx, wallet, { ...data, description: sanitizeText(data.description) });
  });
  // Rehearsals: embedded local chain only (the service refuses elsewhere).
  app.post('/api/launchpad/rehearsals', { config: sensitive }, async (request) => {
    const body = parse(rehearsalRequestSchema, request.body);
    const data = body.tokenData;
    const tokenData = { ...data, description: sanitizeText(data.description) };
    return startRehearsal(ctx, walletOf(request), tokenData, body.preset);
  });
  app.get('/api/launchpad/rehearsals/:id', { config: { auth: 'wallet' } }, async (request) =>
    rehearsalView(ctx, walletOf(request), parse(idParams, request.params).id),
  );
  app.post('/api/launchpad/quote', { config: { auth: 'public' } }, async (request) => {
    const q = parse(launchQuoteRequestSchema, request.body);
    return quoteTrade(ctx, q.mint, q.side, q.amount, q.slippage);
  });
  app.get('/api/launchpad/launches', { config: { auth: 'public' } }, async (request) => {
    const { tab } = parse(listQuery, request.query);
    return { launches: await listLaunches(ctx, tab, request.wallet ?? null) };
  });
  app.get('/api/launchpad/launches/:mint', { config: { auth: 'public' } }, async (request) =>
    launchDetail(ctx, parse(mintParams, request.params).mint),
  );
  app.get('/api/launchpad/stats', { config: { auth: 'public' } }, async () => launchStats(ctx));
  app.get('/api/launchpad/metadata/:file', { config: { auth: 'public' } }, async (request) =>
    metadataDocument(ctx, parse(fileParams, request.params).file.replace(/\.json$/, '')),
  );
}
