import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  batchKindQuerySchema,
  batchListQuerySchema,
  distributeSolRequestSchema,
  distributeTokensRequestSchema,
  multisendMessages,
  multisendRequestSchema,
  toBatchRequest,
  type BatchKind,
  type BatchPreview,
  type DistributeSolRequest,
  type DistributeTokensRequest,
  type MultisendRequest,
} from '@shared/schemas/multisend';
import { isValidAddress } from '@shared/solana/address';
import type { AppContext } from '../context';
import { notFound } from '../lib/errors';
import { parse } from '../lib/validate';
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

type AnyBatchBody = MultisendRequest | DistributeSolRequest | DistributeTokensRequest;

const endpoints: {
  path: string;
  kind: BatchKind;
  list: 'recipients' | 'addresses';
  schema: ZodType<AnyBatchBody>;
}[] = [
  { path: '/api/multisender', kind: 'multisend', list: 'recipients', schema: multisendRequestSchema },
  { path: '/api/wallet/distribute-sol', kind: 'sol', list: 'addresses', schema: distributeSolRequestSchema },
  {
    path: '/api/wallet/distribute-tokens',
    kind: 'token',
    list: 'addresses',
    schema: distributeTokensRequestSchema,
  },
];

/** The preview lists bad addresses instead of refusing, so the form can show them beside the figures. */
function withoutInvalid(body: unknown, list: string): { body: unknown; invalid: BatchPreview['invalid'] } {
  if (!body || typeof body !== 'object') return { body, invalid: [] };
  const values = (body as Record<string, unknown>)[list];
  if (!Array.isArray(values)) return { body, invalid: [] };
  const invalid: BatchPreview['invalid'] = [];
  const kept = values.filter((v, index) => {
    const value = typeof v === 'string' ? v.trim() : String(v);
    if (isValidAddress(value)) return true;
    invalid.push({ index, value, reason: multisendMessages.invalidAddress(index + 1, value) });
    return false;
  });
  return { body: { ...body, [list]: kept }, invalid };
}

const batchGuards = { config: { auth: 'wallet', scriptCheck: true } } as const;

const idParams = z.object({ id: z.string() });

function batchId(request: FastifyRequest): string {
  const { id } = parse(idParams, request.params);
  if (!z.uuid().safeParse(id).success) throw notFound('Batch not found');
  return id;
}

export function multisendRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Each plan stores an operation of up to 100 transactions: more work than the global limit assumes.
  const rateLimit = perWalletLimit(ctx.env.BATCH_PLAN_RATE_LIMIT);
  const planGuards = { config: { ...batchGuards.config, rateLimit } } as const;
  const planLimit = { config: { auth: 'wallet', rateLimit } } as const;
  for (const e of endpoints) {
    app.post(e.path, planGuards, async (request) =>
      planBatch(ctx, walletOf(request), toBatchRequest(e.kind, parse(e.schema, request.body))),
    );
    app.post(`${e.path}/preview`, batchGuards, async (request) => {
      const { body, invalid } = withoutInvalid(request.body, e.list);
      const req = toBatchRequest(e.kind, parse(e.schema, body));
      return previewBatch(ctx, walletOf(request), req, invalid);
    });
  }

  app.get('/api/batches', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    return listBatches(ctx.database.db, wallet, parse(batchListQuerySchema, request.query));
  });

  app.get('/api/batches/stats', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    const { kind } = parse(batchKindQuerySchema, request.query);
    return batchStats(ctx, wallet, kind);
  });

  app.get('/api/batches/:id', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    return getBatch(ctx.database.db, batchId(request), wallet);
  });

  // Not limited per wallet: clients poll it while an earlier transaction can still land (409 meanwhile).
  app.post('/api/batches/:id/retry', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    return retryBatch(ctx, wallet, batchId(request));
  });

  // A batch planned but never signed: plan it again with a fresh blockhash, or cancel it.
  app.post('/api/batches/:id/resume', planLimit, async (request) => {
    const wallet = walletOf(request);
    return resumeBatch(ctx, wallet, batchId(request));
  });

  app.post('/api/batches/:id/cancel', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    return cancelBatch(ctx, wallet, batchId(request));
  });
}
