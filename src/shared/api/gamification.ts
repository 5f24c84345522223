import {
  achievementsSchema,
  dailyQuestsSchema,
  gamificationStatsSchema,
  leaderboardSchema,
  referralRequestSchema,
  referralSchema,
  rewardClaimParamsSchema,
  rewardClaimSchema,
  rewardsSchema,
} from '../schemas/gamification';
import { endpoint } from './endpoint';

const tag = 'Gamification';

export const gamificationStats = endpoint({
  method: 'GET',
  path: '/api/gamification/stats',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's level, points, rank and counts of confirmed operations",
  response: gamificationStatsSchema,
});

export const listAchievements = endpoint({
  method: 'GET',
  path: '/api/gamification/achievements',
  auth: 'wallet',
  tag,
  summary: 'Every achievement with the wallet’s progress and unlock time',
  response: achievementsSchema,
});

export const leaderboard = endpoint({
  method: 'GET',
  path: '/api/gamification/leaderboard',
  auth: 'wallet',
  tag,
  summary: 'The top wallets by points, the signed-in one marked',
  response: leaderboardSchema,
});

export const listRewards = endpoint({
  method: 'GET',
  path: '/api/gamification/rewards',
  auth: 'wallet',
  tag,
  summary: 'The reward store: cost, availability and whether the wallet claimed each',
  response: rewardsSchema,
});

export const dailyQuests = endpoint({
  method: 'GET',
  path: '/api/gamification/quests',
  auth: 'wallet',
  tag,
  summary: "Today's quests and the wallet's progress on each",
  response: dailyQuestsSchema,
});

/** A reward is claimed once and only with enough available points. */
export const claimReward = endpoint({
  method: 'POST',
  path: '/api/gamification/rewards/:id/claim',
  auth: 'wallet',
  tag,
  summary: 'Spends points on a store reward',
  params: rewardClaimParamsSchema,
  response: rewardClaimSchema,
});

export const getReferral = endpoint({
  method: 'GET',
  path: '/api/gamification/referral',
  auth: 'wallet',
  tag,
  summary: 'Who referred the signed-in wallet and whether the referral has qualified',
  response: referralSchema,
});

/** Only a wallet without confirmed operations can join by referral. */
export const joinByReferral = endpoint({
  method: 'POST',
  path: '/api/gamification/referral',
  auth: 'wallet',
  tag,
  summary: 'Names the wallet that referred this new wallet',
  body: referralRequestSchema,
  response: referralSchema,
  examples: { body: { referrer: 'So11111111111111111111111111111111111111112' } },
});
