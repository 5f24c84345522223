import type { FastifyInstance } from 'fastify';
import {
  claimReward,
  dailyQuests,
  gamificationStats,
  getReferral,
  joinByReferral,
  leaderboard,
  listAchievements,
  listRewards,
} from '@shared/api/gamification';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
import { perWalletLimit, walletOf } from '../plugins/guards';
import * as gamification from '../services/gamification';

/** Gamification Hub: points come only from confirmed operations (see services/gamification). */
export function gamificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = contractRoutes(app, ctx.env);
  serve(gamificationStats, {}, async (_, request) => gamification.gamificationStats(ctx, walletOf(request)));
  serve(listAchievements, {}, async (_, request) => ({
    achievements: await gamification.listAchievements(ctx, walletOf(request)),
  }));
  serve(leaderboard, {}, async (_, request) => ({
    entries: await gamification.leaderboard(ctx, walletOf(request)),
  }));
  serve(listRewards, {}, async (_, request) => ({
    rewards: await gamification.listRewards(ctx, walletOf(request)),
  }));
  serve(dailyQuests, {}, async (_, request) => ({
    quests: await gamification.dailyQuests(ctx, walletOf(request)),
  }));
  serve(claimReward, { scriptCheck: true, rateLimit: perWalletLimit(20) }, async ({ params }, request) =>
    gamification.claimReward(ctx, walletOf(request), params.id),
  );
  serve(getReferral, {}, async (_, request) => gamification.referralOf(ctx, walletOf(request)));
  serve(joinByReferral, { scriptCheck: true, rateLimit: perWalletLimit(10) }, async ({ body }, request) =>
    gamification.joinByReferral(ctx, walletOf(request), body.referrer),
  );
}
