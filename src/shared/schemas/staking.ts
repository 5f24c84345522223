import { z } from 'zod';
import { numberOrText } from './decimal-text';
import { isRecord } from './spec-shapes/accept';

export const STAKE_DURATIONS = [30, 90, 180, 365] as const;
export type StakeDuration = (typeof STAKE_DURATIONS)[number];
/** Spec §5: the lock duration defaults to 90 days. */
export const DEFAULT_STAKE_DURATION: StakeDuration = 90;
/** Spec §4: Claim is enabled from 0.01 SOLX pending. */
export const CLAIM_MINIMUM = '0.01';
export const STAKE_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type StakeTier = (typeof STAKE_TIERS)[number];

export interface StakingPoolDefinition {
  id: StakeTier;
  name: string;
  tier: StakeTier;
  duration: StakeDuration;
  /** APR in basis points (500 = 5 %). */
  aprBps: number;
  /** Whole SOLX. */
  minStake: number;
  maxCapacity: number;
  benefits: readonly string[];
}

const ACCRUAL = 'Rewards accrue every second, claim from 0.01 SOLX';

/** Spec §9: 30 d 5 %, 90 d 12 %, 180 d 18 %, 365 d 25 %, one pool per tier. Benefits say only what is true. */
export const STAKING_POOLS: readonly StakingPoolDefinition[] = [
  {
    id: 'bronze',
    name: 'Bronze Pool',
    tier: 'bronze',
    duration: 30,
    aprBps: 500,
    minStake: 100,
    maxCapacity: 50_000_000,
    benefits: [ACCRUAL, 'Shortest lock: principal back after 30 days'],
  },
  {
    id: 'silver',
    name: 'Silver Pool',
    tier: 'silver',
    duration: 90,
    aprBps: 1200,
    minStake: 1_000,
    maxCapacity: 100_000_000,
    benefits: [ACCRUAL, 'Principal back after 90 days'],
  },
  {
    id: 'gold',
    name: 'Gold Pool',
    tier: 'gold',
    duration: 180,
    aprBps: 1800,
    minStake: 5_000,
    maxCapacity: 75_000_000,
    benefits: [ACCRUAL, 'Principal back after 180 days'],
  },
  {
    id: 'platinum',
    name: 'Platinum Pool',
    tier: 'platinum',
    duration: 365,
    aprBps: 2500,
    minStake: 25_000,
    maxCapacity: 25_000_000,
    benefits: [ACCRUAL, 'Highest APR, principal back after 365 days'],
  },
];

export const stakingPoolFor = (id: string): StakingPoolDefinition | undefined =>
  STAKING_POOLS.find((p) => p.id === id);

export const stakingMessages = {
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a valid positive number',
  noPoolTitle: 'No Pool Selected',
  noPool: 'Please select a staking pool',
  poolFull: 'Pool Full',
  durationMismatch: 'The lock duration must match the selected pool',
  belowMinimum: (min: string) => `The minimum stake for this pool is ${min} SOLX`,
  insufficient: 'Insufficient SOLX balance',
  overCapacity: 'This stake would exceed the pool capacity',
  stakeNotFound: 'Stake not found',
  severalStakes: 'You have several active stakes in this pool: name the stake by its id',
  notActive: 'This stake is not active',
  claimTooSmall: `Claim is available from ${CLAIM_MINIMUM} SOLX of pending rewards`,
  lockNotEnded: 'The lock period has not ended yet',
  alreadyPaid: 'These rewards have already been paid',
  staked: 'Tokens Staked Successfully!',
  claimed: 'Rewards Claimed!',
  unstaked: 'Unstaking Initiated',
  stakeFailed: 'Failed to stake tokens',
  claimFailed: 'Failed to claim rewards',
  unstakeFailed: 'Failed to unstake tokens',
} as const;

const positiveDecimal = /^\d{1,12}(\.\d{1,9})?$/;

export const stakeRequestSchema = z.object({
  poolId: z.enum(STAKE_TIERS, { error: stakingMessages.noPool }),
  /** A decimal string (the app's form) or a number (the spec's payload). */
  amount: numberOrText(
    z
      .string()
      .trim()
      .min(1, { message: stakingMessages.amountRequired, abort: true })
      .refine((v) => positiveDecimal.test(v) && /[1-9]/.test(v), stakingMessages.amountInvalid),
    stakingMessages.amountRequired,
  ),
  duration: z
    .union(
      STAKE_DURATIONS.map((d) => z.literal(d)),
      { error: stakingMessages.durationMismatch },
    )
    .default(DEFAULT_STAKE_DURATION),
});
export type StakeRequest = z.infer<typeof stakeRequestSchema>;

export const stakeActionSchema = z.object({
  stakeId: z.uuid({ error: stakingMessages.stakeNotFound }),
});

/**
 * Claim and unstake name the stake: `stakeId` (the app), `id` (the spec's "by stake id", a user stake's
 * field) or, for claim, the path catalogue's `poolId` (the wallet's one active stake in that pool).
 */
export const stakeTargetSchema = z.preprocess(
  (v) => (isRecord(v) && v.stakeId === undefined && v.id !== undefined ? { ...v, stakeId: v.id } : v),
  z
    .object({
      stakeId: z.uuid({ error: stakingMessages.stakeNotFound }).optional(),
      poolId: z.enum(STAKE_TIERS, { error: stakingMessages.stakeNotFound }).optional(),
    })
    .refine((v) => v.stakeId !== undefined || v.poolId !== undefined, {
      path: ['stakeId'],
      message: stakingMessages.stakeNotFound,
    }),
);
export type StakeTarget = z.output<typeof stakeTargetSchema>;

export const stakingPoolViewSchema = z.object({
  id: z.enum(STAKE_TIERS),
  name: z.string(),
  tier: z.enum(STAKE_TIERS),
  duration: z.number().int(),
  apr: z.number(),
  minStake: z.number(),
  totalStaked: z.string(),
  maxCapacity: z.number(),
  benefits: z.array(z.string()),
  isActive: z.boolean(),
});
export type StakingPoolView = z.infer<typeof stakingPoolViewSchema>;

export const STAKE_STATUSES = ['active', 'completed', 'unstaking'] as const;

export const userStakeSchema = z.object({
  id: z.string(),
  poolId: z.enum(STAKE_TIERS),
  poolName: z.string(),
  amount: z.string(),
  apr: z.number(),
  /** Accrued and not yet paid, as of `asOf`. */
  pendingRewards: z.string(),
  earnedRewards: z.string(),
  stakedAt: z.string(),
  endsAt: z.string(),
  asOf: z.string(),
  lockSeconds: z.number(),
  secondsRemaining: z.number(),
  status: z.enum(STAKE_STATUSES),
  explorerUrl: z.string().nullable(),
});
export type UserStake = z.infer<typeof userStakeSchema>;

export const stakePaymentSchema = z.object({
  id: z.string(),
  stakeId: z.string(),
  poolName: z.string(),
  kind: z.enum(['stake', 'claim', 'unstake']),
  amount: z.string(),
  reward: z.string(),
  txHash: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type StakePayment = z.infer<typeof stakePaymentSchema>;

export const stakingStatsSchema = z.object({
  totalStaked: z.string(),
  totalEarned: z.string(),
  activeStakes: z.number().int(),
  currentAPR: z.number(),
  nextRewardDate: z.string().nullable(),
  availableBalance: z.string(),
  dayMs: z.number(),
  mint: z.string().nullable(),
});
export type StakingStats = z.infer<typeof stakingStatsSchema>;
