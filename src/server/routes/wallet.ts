import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/wallet';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { generateWallet, walletBalances, walletHoldings } from '../services/wallet';
import { walletReadRpc } from './wallet-read-rpc';

/** Wallet tools. Distribution endpoints (/api/wallet/distribute-*) live in routes/multisend.ts. */
export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(api.generateWallet, {}, async ({ body }, _, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return generateWallet(body);
  });

  serve(api.getWalletBalance, {}, async ({ body }, request) => {
    const { rpc } = await walletReadRpc(ctx, request.wallet);
    const [balance] = await walletBalances(ctx, [body.walletAddress], rpc);
    if (!balance) throw new Error('walletBalances answered no balance for one address');
    return balance;
  });

  serve(api.getWalletBalances, {}, async ({ body }, request) => {
    const { rpc } = await walletReadRpc(ctx, request.wallet);
    return { balances: await walletBalances(ctx, body.addresses, rpc) };
  });

  serve(api.getWalletHoldings, {}, async ({ body }, request) => {
    const { rpc } = await walletReadRpc(ctx, request.wallet);
    return walletHoldings(ctx, body.walletAddress, rpc);
  });
}
