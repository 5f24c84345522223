import { z } from 'zod';
import { REWARDS, type AchievementDefinition, type RewardType } from './gamification-catalog';

export * from './gamification-catalog';

export const gamificationMessages = {
  unknownReward: 'Unknown reward',
  unavailable: 'This reward is not available',
  alreadyClaimed: 'You have already claimed this reward',
  notEnoughPoints: 'Not enough points to claim this reward',
};

export const rewardClaimParamsSchema = z.object({
  id: z
    .string()
    .max(64)
    .refine((id) => REWARDS.some((r) => r.id === id), gamificationMessages.unknownReward),
});

export interface GamificationStats {
  level: number;
  currentLevelPoints: number;
  nextLevelPoints: number;
  totalPoints: number;
  /** Earned points minus what the store has spent. */
  availablePoints: number;
  rank: number;
  totalUsers: number;
  tokensCreated: number;
  tradesCompleted: number;
  liquidityProvided: number;
  referrals: number;
}

export interface Achievement extends Omit<AchievementDefinition, 'reason'> {
  unlocked: boolean;
  progress: number;
  unlockedAt: string | null;
}

export interface LeaderboardEntry {
  position: number;
  username: string;
  wallet: string;
  level: number;
  points: number;
  badge: string | null;
  you: boolean;
}

export interface Reward {
  id: string;
  title: string;
  description: string;
  type: RewardType;
  cost: number;
  available: boolean;
  claimed: boolean;
  claimedAt: string | null;
}

export interface DailyQuest {
  id: string;
  title: string;
  xp: number;
  progress: number;
  target: number;
  completed: boolean;
}
