export const GAMIFICATION_URL = '/api/gamification';

/** Every gamification read changes when an operation confirms or a reward is claimed: one prefix per wallet. */
export const gamificationKeys = {
  all: (owner?: string | null) =>
    owner ? ([GAMIFICATION_URL, owner] as const) : ([GAMIFICATION_URL] as const),
  view: (owner: string | null, view: 'stats' | 'achievements' | 'leaderboard' | 'rewards' | 'quests') =>
    [GAMIFICATION_URL, owner, view] as const,
};
