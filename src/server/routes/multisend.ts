import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as api from '@shared/api/multisend';
import { toBatchRequest } from '@shared/schemas/multisend';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { notFound } from '../lib/errors';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  batchStats,
  cancelBatch,
  getBatch,
  listBatches,
  planBatch,
  previewBatch,
  resumeBatch,
  retryBatch,
} from '../services/multisend';

/** One engine, three screens: each kind's plan and preview contracts. */
const kinds = [
  { kind: 'multisend', plan: api.planMultisend, preview: api.previewMultisend },
  { kind: 'sol', plan: api.planSolDistribution, preview: api.previewSolDistribution },
  { kind: 'token', plan: api.planTokenDistribution, preview: api.previewTokenDistribution },
] as const;

/** Any text is accepted as `:id`; one that cannot be a batch id is simply not found. */
function batchId(params: { id: string }): string {
  if (!z.uuid().safeParse(params.id).success) throw notFound('Batch not found');
  return params.id;
}

export function multisendRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  // Each plan stores an operation of up to 100 transactions: more work than the global limit assumes.
  const rateLimit = perWalletLimit(ctx.env.BATCH_PLAN_RATE_LIMIT);
  for (const { kind, plan, preview } of kinds) {
    serve(plan, { scriptCheck: true, rateLimit }, async ({ body }, request) =>
      planBatch(ctx, walletOf(request), toBatchRequest(kind, body)),
    );
    serve(preview, { scriptCheck: true }, async ({ body }, request) =>
      previewBatch(ctx, walletOf(request), toBatchRequest(kind, body.request), body.invalid),
    );
  }

  serve(api.listBatches, {}, async ({ query }, request) =>
    listBatches(ctx.database.db, walletOf(request), query),
  );
  serve(api.getBatchStats, {}, async ({ query }, request) => batchStats(ctx, walletOf(request), query.kind));
  serve(api.getBatch, {}, async ({ params }, request) =>
    getBatch(ctx.database.db, batchId(params), walletOf(request)),
  );
  // Not limited per wallet: clients poll it while an earlier transaction can still land (409 meanwhile).
  serve(api.retryBatch, {}, async ({ params }, request) =>
    retryBatch(ctx, walletOf(request), batchId(params)),
  );
  // A batch planned but never signed: plan it again with a fresh blockhash, or cancel it.
  serve(api.resumeBatch, { rateLimit }, async ({ params }, request) =>
    resumeBatch(ctx, walletOf(request), batchId(params)),
  );
  serve(api.cancelBatch, {}, async ({ params }, request) =>
    cancelBatch(ctx, walletOf(request), batchId(params)),
  );
}
