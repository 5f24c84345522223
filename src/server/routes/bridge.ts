import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/bridge';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { notFound } from '../lib/errors';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  bridgeNetworks,
  bridgeQuotes,
  bridgeReceipt,
  listTransfers,
  reconcile,
  startTransfer,
} from '../services/bridge';

/** Cross-chain bridge: start a transfer, the wallet's history (polled while moving), networks, reconciliation. */
export function bridgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  const sensitive = { scriptCheck: true, rateLimit: perWalletLimit(60) } as const;
  serve(api.startBridge, sensitive, async ({ body }, request) => startTransfer(ctx, walletOf(request), body));
  serve(api.listBridgeTransfers, {}, async (_, request) => ({
    transfers: await listTransfers(ctx, walletOf(request)),
  }));
  serve(api.getBridgeQuotes, {}, async ({ query }) => bridgeQuotes(ctx, query));
  serve(api.listBridgeNetworks, {}, async () => bridgeNetworks(ctx));
  serve(api.getBridgeReconciliation, {}, async () => ({ tokens: await reconcile(ctx) }));
  serve(api.getBridgeReceipt, {}, async ({ params: { chain, hash } }) => {
    const receipt = await bridgeReceipt(ctx, chain, hash);
    if (!receipt) throw notFound('Transaction not found');
    return receipt;
  });
}
