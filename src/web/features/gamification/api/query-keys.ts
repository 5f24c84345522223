import type { QueryClient } from '@tanstack/react-query';
import {
  dailyQuests,
  gamificationStats,
  leaderboard,
  listAchievements,
  listRewards,
} from '@shared/api/gamification';
import { endpointKey } from '@web/lib/api-endpoint';

const READS = [gamificationStats, listAchievements, leaderboard, listRewards, dailyQuests] as const;
type GamificationRead = (typeof READS)[number];

export const gamificationKeys = {
  view: (read: GamificationRead, owner: string | null) => endpointKey(read, owner),
};

/** Every gamification read changes when an operation confirms or a reward is claimed. */
export const invalidateGamification = (client: QueryClient, owner: string) =>
  Promise.all(
    READS.map((read) => client.invalidateQueries({ queryKey: gamificationKeys.view(read, owner) })),
  );
