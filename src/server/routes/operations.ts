import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { submitOperationSchema } from '@shared/schemas/operations';
import type { AppContext } from '../context';
import { getOperationView, listOperations } from '../chain/pipeline/store';
import { submitOperation } from '../chain/pipeline/submit';
import { parse } from '../lib/validate';
import { walletOf } from '../plugins/guards';

const idParams = z.object({ id: z.uuid('Operation not found') });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) });

export function operationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/operations', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    const { limit } = parse(listQuery, request.query);
    return { operations: await listOperations(ctx, wallet, limit) };
  });

  app.get('/api/operations/:id', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    const { id } = parse(idParams, request.params);
    return getOperationView(ctx, id, wallet);
  });

  app.post('/api/operations/:id/submit', { config: { auth: 'wallet' } }, async (request) => {
    const wallet = walletOf(request);
    const { id } = parse(idParams, request.params);
    const body = parse(submitOperationSchema, request.body);
    return submitOperation(ctx, wallet, id, body.transactions);
  });
}
