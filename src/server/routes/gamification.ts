import type { FastifyInstance } from 'fastify';
import { referralRequestSchema, rewardClaimParamsSchema } from '@shared/schemas/gamification';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import {
  claimReward,
  dailyQuests,
  gamificationStats,
  joinByReferral,
  leaderboard,
  listAchievements,
  listRewards,
  referralOf,
} from '../services/gamification';

/** Gamification Hub: points come only from confirmed operations (see services/gamification). */
export function gamificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = { config: { auth: 'wallet' } } as const;
  app.get('/api/gamification/stats', read, async (request) => gamificationStats(ctx, walletOf(request)));
  app.get('/api/gamification/achievements', read, async (request) => ({
    achievements: await listAchievements(ctx, walletOf(request)),
  }));
  app.get('/api/gamification/leaderboard', read, async (request) => ({
    entries: await leaderboard(ctx, walletOf(request)),
  }));
  app.get('/api/gamification/rewards', read, async (request) => ({
    rewards: await listRewards(ctx, walletOf(request)),
  }));
  app.get('/api/gamification/quests', read, async (request) => ({
    quests: await dailyQuests(ctx, walletOf(request)),
  }));
  app.post(
    '/api/gamification/rewards/:id/claim',
    { config: { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(20) } },
    async (request) => {
      const { id } = parse(rewardClaimParamsSchema, request.params);
      return claimReward(ctx, walletOf(request), id);
    },
  );
  app.get('/api/gamification/referral', read, async (request) => referralOf(ctx, walletOf(request)));
  app.post(
    '/api/gamification/referral',
    { config: { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(10) } },
    async (request) => {
      const { referrer } = parse(referralRequestSchema, request.body);
      return joinByReferral(ctx, walletOf(request), referrer);
    },
  );
}
