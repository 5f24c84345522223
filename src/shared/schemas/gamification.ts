import { z } from 'zod';
import { addressSchema } from '../solana/address';
import { ACHIEVEMENT_ICONS, RARITIES, REWARD_TYPES, REWARDS } from './gamification-catalog';

export * from './gamification-catalog';

export const gamificationMessages = {
  unknownReward: 'Unknown reward',
  unavailable: 'This reward is not available',
  alreadyClaimed: 'You have already claimed this reward',
  notEnoughPoints: 'Not enough points to claim this reward',
  invalidReferrer: 'Referral link is not valid',
  selfReferral: 'You cannot refer yourself',
  notNewWallet: 'Only a wallet without confirmed operations can join by referral',
};

export const rewardClaimParamsSchema = z.object({
  id: z
    .string()
    .max(64)
    .refine((id) => REWARDS.some((r) => r.id === id), gamificationMessages.unknownReward),
});

const count = z.number().int().nonnegative();

export const gamificationStatsSchema = z.object({
  level: z.number().int().positive(),
  currentLevelPoints: count,
  nextLevelPoints: count,
  totalPoints: count,
  /** Earned points minus what the store has spent. */
  availablePoints: z.number().int(),
  rank: z.number().int().positive(),
  totalUsers: count,
  tokensCreated: count,
  tradesCompleted: count,
  liquidityProvided: count,
  referrals: count,
});
export type GamificationStats = z.infer<typeof gamificationStatsSchema>;

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.enum(ACHIEVEMENT_ICONS),
  rarity: z.enum(RARITIES),
  points: count,
  category: z.enum(['trading', 'creation', 'social']),
  maxProgress: count,
  unlocked: z.boolean(),
  progress: count,
  unlockedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementsSchema = z.object({ achievements: z.array(achievementSchema) });

export const leaderboardEntrySchema = z.object({
  position: z.number().int().positive(),
  username: z.string(),
  wallet: z.string(),
  level: z.number().int().positive(),
  points: count,
  badge: z.string().nullable(),
  you: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.object({ entries: z.array(leaderboardEntrySchema) });

export const rewardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(REWARD_TYPES),
  cost: count,
  available: z.boolean(),
  claimed: z.boolean(),
  claimedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardsSchema = z.object({ rewards: z.array(rewardSchema) });
export const rewardClaimSchema = z.object({
  rewardId: z.string(),
  cost: count,
  availablePoints: z.number().int(),
});

export const dailyQuestSchema = z.object({
  id: z.string(),
  title: z.string(),
  xp: count,
  progress: count,
  target: count,
  completed: z.boolean(),
});
export type DailyQuest = z.infer<typeof dailyQuestSchema>;
export const dailyQuestsSchema = z.object({ quests: z.array(dailyQuestSchema) });

/** Points the referrer earns when a referred wallet's first operation confirms. */
export const REFERRAL_POINTS = 50;
export const referralRequestSchema = z
  .object({ referrer: addressSchema(gamificationMessages.invalidReferrer) })
  .strict();
export const referralSchema = z.object({ referrer: z.string().nullable(), qualified: z.boolean() });
