import type { FastifyInstance } from 'fastify';
import { alertsQuerySchema, signalRequestSchema } from '@shared/schemas/ai-signals';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { generateSignal, marketAlerts, recordSignal, signalHistory } from '../services/ai-signals';
import { walletOf } from '../plugins/guards';
import { requestModel } from './ai-vault-key';

/** AI Signal Generator: indicator rules on the token's real trades; the model only writes the summary. */
export function aiSignalsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/ai/signals',
    { config: { auth: 'public', rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) => {
      const body = parse(signalRequestSchema, request.body);
      const result = await generateSignal(ctx, body, await requestModel(ctx, request, body.backend));
      // Signed in: kept for the Performance tab, whose hit rate is measured on later trades.
      if (request.wallet)
        await recordSignal(ctx, request.wallet, body.tokenAddress, body.config.timeframe, result.signal);
      return result;
    },
  );
  app.get('/api/ai/signals/history', { config: { auth: 'wallet' } }, async (request) =>
    signalHistory(ctx, walletOf(request)),
  );
  app.get(
    '/api/ai/market-alerts',
    { config: { auth: 'public', rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (request) => {
      const query = parse(alertsQuerySchema, request.query);
      return marketAlerts(ctx, query.tokenAddress, query.timeframe);
    },
  );
}
