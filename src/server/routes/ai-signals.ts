import type { FastifyInstance } from 'fastify';
import { generateSignal, marketAlerts, signalHistory } from '@shared/api/ai-signals';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import * as signals from '../services/ai-signals';
import { walletOf } from '../plugins/guards';
import { requestModel } from './ai-vault-key';

/** AI Signal Generator: indicator rules on the token's real trades; the model only writes the summary. */
export function aiSignalsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(generateSignal, { rateLimit: { max: 60, timeWindow: 60_000 } }, async ({ body }, request) => {
    const result = await signals.generateSignal(ctx, body, await requestModel(ctx, request, body.backend));
    // Signed in: kept for the Performance tab, whose hit rate is measured on later trades.
    if (request.wallet)
      await signals.recordSignal(
        ctx,
        request.wallet,
        body.tokenAddress,
        body.config.timeframe,
        result.signal,
      );
    return result;
  });
  serve(signalHistory, {}, async (_, request) => signals.signalHistory(ctx, walletOf(request)));
  serve(marketAlerts, { rateLimit: { max: 120, timeWindow: 60_000 } }, async ({ query }) =>
    signals.marketAlerts(ctx, query.tokenAddress, query.timeframe),
  );
}
