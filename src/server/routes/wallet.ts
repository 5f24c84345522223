import type { FastifyInstance } from 'fastify';
import {
  walletBalanceRequestSchema,
  walletBalancesRequestSchema,
  walletGenerateSchema,
} from '@shared/schemas/wallet';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { generateWallet, walletBalances } from '../services/wallet';
import { walletReadRpc } from './wallet-read-rpc';

/** Wallet tools. Distribution endpoints (/api/wallet/distribute-*) live in routes/multisend.ts. */
export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/wallet/generate', { config: { auth: 'public' } }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return generateWallet(parse(walletGenerateSchema, request.body ?? {}));
  });

  app.post('/api/wallet/balance', { config: { auth: 'public' } }, async (request) => {
    const { walletAddress } = parse(walletBalanceRequestSchema, request.body);
    const { rpc } = await walletReadRpc(ctx, request.wallet);
    const [balance] = await walletBalances(ctx, [walletAddress], rpc);
    return balance;
  });

  app.post('/api/wallet/balances', { config: { auth: 'public' } }, async (request) => {
    const { addresses } = parse(walletBalancesRequestSchema, request.body);
    const { rpc } = await walletReadRpc(ctx, request.wallet);
    return { balances: await walletBalances(ctx, addresses, rpc) };
  });
}
