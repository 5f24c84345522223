import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/operations';
import type { AppContext } from '../context';
import { getOperationView, listOperations } from '../chain/pipeline/store';
import { submitOperation } from '../chain/pipeline/submit';
import { contractRoutes } from '../lib/contract-route';
import { walletOf } from '../plugins/guards';

export function operationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(api.listOperations, {}, async ({ query }, request) => ({
    operations: await listOperations(ctx, walletOf(request), query.limit),
  }));

  serve(api.getOperation, {}, async ({ params }, request) =>
    getOperationView(ctx, params.id, walletOf(request)),
  );

  serve(api.submitOperation, {}, async ({ params, body }, request) =>
    submitOperation(ctx, walletOf(request), params.id, body.transactions),
  );
}
