/** The Gamification Hub's fixed catalogue: achievements, store rewards and the spec's daily quests. */

/** What a confirmed operation earned (point_events.reason). */
export type PointReason = 'token_created' | 'trade' | 'liquidity' | 'batch' | 'burn' | 'referral';

export const ACHIEVEMENT_ICONS = [
  'trophy',
  'star',
  'target',
  'users',
  'gift',
  'zap',
  'crown',
  'award',
] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];
export const ACHIEVEMENT_FILTERS = ['all', 'trading', 'creation', 'social'] as const;
export type AchievementFilter = (typeof ACHIEVEMENT_FILTERS)[number];
export type AchievementCategory = Exclude<AchievementFilter, 'all'>;

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  icon: AchievementIcon;
  rarity: Rarity;
  points: number;
  category: AchievementCategory;
  /** Unlocked when the wallet has this many confirmed operations earning `reason`. */
  reason: PointReason;
  maxProgress: number;
}

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'first-token',
    title: 'Token Creator',
    description: 'Create your first token',
    icon: 'star',
    rarity: 'common',
    points: 50,
    category: 'creation',
    reason: 'token_created',
    maxProgress: 1,
  },
  {
    id: 'token-factory',
    title: 'Token Factory',
    description: 'Create 10 tokens',
    icon: 'crown',
    rarity: 'epic',
    points: 300,
    category: 'creation',
    reason: 'token_created',
    maxProgress: 10,
  },
  {
    id: 'supply-burner',
    title: 'Supply Burner',
    description: 'Burn tokens 5 times',
    icon: 'award',
    rarity: 'common',
    points: 50,
    category: 'creation',
    reason: 'burn',
    maxProgress: 5,
  },
  {
    id: 'first-trade',
    title: 'First Trade',
    description: 'Complete your first trade',
    icon: 'zap',
    rarity: 'common',
    points: 25,
    category: 'trading',
    reason: 'trade',
    maxProgress: 1,
  },
  {
    id: 'active-trader',
    title: 'Active Trader',
    description: 'Complete 50 trades',
    icon: 'target',
    rarity: 'rare',
    points: 150,
    category: 'trading',
    reason: 'trade',
    maxProgress: 50,
  },
  {
    id: 'market-maker',
    title: 'Market Maker',
    description: 'Add liquidity 5 times',
    icon: 'gift',
    rarity: 'rare',
    points: 100,
    category: 'trading',
    reason: 'liquidity',
    maxProgress: 5,
  },
  {
    id: 'whale-trader',
    title: 'Whale Trader',
    description: 'Complete 500 trades',
    icon: 'trophy',
    rarity: 'legendary',
    points: 1000,
    category: 'trading',
    reason: 'trade',
    maxProgress: 500,
  },
  {
    id: 'batch-sender',
    title: 'Community Airdropper',
    description: 'Send 10 batches',
    icon: 'users',
    rarity: 'rare',
    points: 100,
    category: 'social',
    reason: 'batch',
    maxProgress: 10,
  },
  {
    id: 'first-referral',
    title: 'Community Builder',
    description: 'Refer 1 friend',
    icon: 'users',
    rarity: 'rare',
    points: 200,
    category: 'social',
    reason: 'referral',
    maxProgress: 1,
  },
  {
    id: 'ambassador',
    title: 'Ambassador',
    description: 'Refer 10 friends',
    icon: 'crown',
    rarity: 'legendary',
    points: 1000,
    category: 'social',
    reason: 'referral',
    maxProgress: 10,
  },
];

export const REWARD_TYPES = ['premium', 'feature', 'discount', 'other'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** The store sells only what the app delivers: badges shown on the leaderboard. */
export const REWARDS: readonly {
  id: string;
  title: string;
  description: string;
  type: RewardType;
  cost: number;
  available: boolean;
}[] = [
  {
    id: 'bronze-badge',
    title: 'Bronze Badge',
    description: 'A bronze badge beside your name on the leaderboard',
    type: 'feature',
    cost: 100,
    available: true,
  },
  {
    id: 'silver-badge',
    title: 'Silver Badge',
    description: 'A silver badge beside your name on the leaderboard',
    type: 'feature',
    cost: 500,
    available: true,
  },
  {
    id: 'gold-badge',
    title: 'Gold Badge',
    description: 'A gold badge beside your name on the leaderboard',
    type: 'premium',
    cost: 1500,
    available: true,
  },
  {
    id: 'launch-spotlight',
    title: 'Launch Spotlight',
    description: 'Not offered yet',
    type: 'other',
    cost: 5000,
    available: false,
  },
];

/** Spec constants: the four daily quests (UTC day). */
export const DAILY_QUESTS: readonly {
  id: string;
  title: string;
  xp: number;
  reason: PointReason;
  target: number;
}[] = [
  { id: 'create-token', title: 'Create 1 Token', xp: 50, reason: 'token_created', target: 1 },
  { id: 'complete-trades', title: 'Complete 3 Trades', xp: 75, reason: 'trade', target: 3 },
  { id: 'add-liquidity', title: 'Add Liquidity', xp: 100, reason: 'liquidity', target: 1 },
  { id: 'refer-friend', title: 'Refer 1 Friend', xp: 200, reason: 'referral', target: 1 },
];
