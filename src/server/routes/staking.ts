import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stakeRequestSchema, stakeTargetSchema } from '@shared/schemas/staking';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  planClaim,
  planStake,
  planUnstake,
  stakeIdOf,
  stakePaymentHistory,
  stakingPools,
  stakingStats,
  userStakes,
} from '../services/staking';

/** SOLX Staking (spec §7 paths): plans go through the operation pipeline; the platform co-signs payouts. */
export function stakingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/phase7/staking';
  const sensitive = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  app.get(`${base}/pools`, { config: { auth: 'public' } }, async () => ({ pools: await stakingPools(ctx) }));
  app.get(`${base}/user-stakes`, { config: { auth: 'wallet' } }, async (request) => ({
    stakes: await userStakes(ctx, walletOf(request)),
  }));
  app.get(`${base}/stats`, { config: { auth: 'wallet' } }, async (request) =>
    stakingStats(ctx, walletOf(request)),
  );
  app.get(`${base}/rewards`, { config: { auth: 'wallet' } }, async (request) => ({
    payments: await stakePaymentHistory(ctx, walletOf(request)),
  }));
  app.post(`${base}/stake`, { config: sensitive }, async (request) =>
    planStake(ctx, walletOf(request), parse(stakeRequestSchema, request.body)),
  );
  const stakeId = (request: FastifyRequest) =>
    stakeIdOf(ctx, walletOf(request), parse(stakeTargetSchema, request.body));
  app.post(`${base}/claim`, { config: sensitive }, async (request) =>
    planClaim(ctx, walletOf(request), await stakeId(request)),
  );
  app.post(`${base}/unstake`, { config: sensitive }, async (request) =>
    planUnstake(ctx, walletOf(request), await stakeId(request)),
  );
}
