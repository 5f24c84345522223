import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/staking';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
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
  const serve = contractRoutes(app, ctx.env);
  const sensitive = { scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  serve(api.listStakingPools, {}, async () => ({ pools: await stakingPools(ctx) }));
  serve(api.listUserStakes, {}, async (_, request) => ({ stakes: await userStakes(ctx, walletOf(request)) }));
  serve(api.getStakingStats, {}, async (_, request) => stakingStats(ctx, walletOf(request)));
  serve(api.listStakePayments, {}, async (_, request) => ({
    payments: await stakePaymentHistory(ctx, walletOf(request)),
  }));
  serve(api.planStake, sensitive, async ({ body }, request) => planStake(ctx, walletOf(request), body));
  serve(api.planClaim, sensitive, async ({ body }, request) => {
    const wallet = walletOf(request);
    return planClaim(ctx, wallet, await stakeIdOf(ctx, wallet, body));
  });
  serve(api.planUnstake, sensitive, async ({ body }, request) => {
    const wallet = walletOf(request);
    return planUnstake(ctx, wallet, await stakeIdOf(ctx, wallet, body));
  });
}
