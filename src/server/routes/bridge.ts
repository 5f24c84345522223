import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bridgeRequestSchema, EVM_BRIDGE_CHAINS } from '@shared/schemas/bridge';
import { bridgeQuoteQuerySchema } from '@shared/schemas/bridge-quotes';
import type { AppContext } from '../context';
import { notFound } from '../lib/errors';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  bridgeNetworks,
  bridgeQuotes,
  bridgeReceipt,
  listTransfers,
  reconcile,
  startTransfer,
} from '../services/bridge';

const receiptParams = z.object({
  chain: z.enum(EVM_BRIDGE_CHAINS),
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid transaction hash'),
});

/** Cross-chain bridge: start a transfer, the wallet's history (polled while moving), networks, reconciliation. */
export function bridgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sensitive = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(60) } as const;
  app.post('/api/dex/cross-chain', { config: sensitive }, async (request) =>
    startTransfer(ctx, walletOf(request), parse(bridgeRequestSchema, request.body)),
  );
  app.get('/api/dex/cross-chain/history', { config: { auth: 'wallet' } }, async (request) => ({
    transfers: await listTransfers(ctx, walletOf(request)),
  }));
  app.get('/api/dex/cross-chain/quote', { config: { auth: 'public' } }, async (request) =>
    bridgeQuotes(ctx, parse(bridgeQuoteQuerySchema, request.query)),
  );
  app.get('/api/dex/cross-chain/networks', { config: { auth: 'public' } }, async () => bridgeNetworks(ctx));
  app.get('/api/dex/cross-chain/reconciliation', { config: { auth: 'public' } }, async () => ({
    tokens: await reconcile(ctx),
  }));
  app.get('/api/dex/cross-chain/receipt/:chain/:hash', { config: { auth: 'public' } }, async (request) => {
    const { chain, hash } = parse(receiptParams, request.params);
    const receipt = await bridgeReceipt(ctx, chain, hash);
    if (!receipt) throw notFound('Transaction not found');
    return receipt;
  });
}
