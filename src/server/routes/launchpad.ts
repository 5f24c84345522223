import type { FastifyInstance } from 'fastify';
import {
  getLaunch,
  getLaunchMetadata,
  getLaunchStats,
  getRehearsal,
  listLaunches,
  planPumpFun,
  quoteCurveTrade,
  startRehearsal,
} from '@shared/api/launchpad';
import { sanitizeText } from '@shared/security/request-guard';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import * as launchpad from '../services/launchpad';

/** Pump.fun launchpad: launch (spec §7 `action: 'create'`), curve buys and sells, and the public reads. */
export function launchpadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  const sensitive = { scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  serve(planPumpFun, sensitive, async ({ body }, request) => {
    const wallet = walletOf(request);
    if (body.action !== 'create') {
      const quoted = body.minimumReceived === undefined ? undefined : BigInt(body.minimumReceived);
      return launchpad.planTrade(ctx, wallet, body.mint, body.action, body.amount, body.slippage, quoted);
    }
    const data = body.tokenData;
    return launchpad.planLaunch(ctx, wallet, { ...data, description: sanitizeText(data.description) });
  });
  // Rehearsals: embedded local chain only (the service refuses elsewhere).
  serve(startRehearsal, sensitive, async ({ body }, request) => {
    const data = body.tokenData;
    const tokenData = { ...data, description: sanitizeText(data.description) };
    return launchpad.startRehearsal(ctx, walletOf(request), tokenData, body.preset, body.paceMs);
  });
  serve(getRehearsal, {}, async ({ params }, request) =>
    launchpad.rehearsalView(ctx, walletOf(request), params.id),
  );
  serve(quoteCurveTrade, {}, async ({ body }) =>
    launchpad.quoteTrade(ctx, body.mint, body.side, body.amount, body.slippage),
  );
  serve(listLaunches, {}, async ({ query }, request) => ({
    launches: await launchpad.listLaunches(ctx, query.tab, request.wallet ?? null),
  }));
  serve(getLaunch, {}, async ({ params }) => launchpad.launchDetail(ctx, params.mint));
  serve(getLaunchStats, {}, async () => launchpad.launchStats(ctx));
  serve(getLaunchMetadata, {}, async ({ params }) =>
    launchpad.metadataDocument(ctx, params.file.replace(/\.json$/, '')),
  );
}
