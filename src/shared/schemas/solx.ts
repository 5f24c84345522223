import { z } from 'zod';

/** Spec part 2 §9: the SOLX token's fixed supply (whole tokens) and its base-unit decimals. */
export const SOLX_TOTAL_SUPPLY = 1_000_000_000;
export const SOLX_DECIMALS = 9;
export const SOLX_SYMBOL = 'SOLX';
export const SOLX_NAME = 'SOLX';
export const SOLX_SUPPLY_UNITS = BigInt(SOLX_TOTAL_SUPPLY) * 10n ** BigInt(SOLX_DECIMALS);
/** What the local faucet gives a wallet once, from the public-launch vault, so staking can be tried at once. */
export const SOLX_FAUCET_AMOUNT = 10_000;

export const ALLOCATION_IDS = [
  'public',
  'staking',
  'ecosystem',
  'treasury',
  'team',
  'liquidity',
  'partners',
  'airdrops',
] as const;
export type AllocationId = (typeof ALLOCATION_IDS)[number];

/**
 * A vesting rule in months from the token generation event: nothing before `cliffMonths`, then linear over
 * `linearMonths` (0 = all at once at the cliff).
 */
export interface VestingRule {
  cliffMonths: number;
  linearMonths: number;
}

export interface AllocationDefinition {
  id: AllocationId;
  name: string;
  percent: number;
  vesting: string;
  rule: VestingRule;
}

export const SOLX_ALLOCATIONS: readonly AllocationDefinition[] = [
  {
    id: 'public',
    name: 'Public Launch',
    percent: 10,
    vesting: 'Immediate unlock at launch',
    rule: { cliffMonths: 0, linearMonths: 0 },
  },
  {
    id: 'staking',
    name: 'Staking Rewards',
    percent: 25,
    vesting: 'Linear release over 48 months',
    rule: { cliffMonths: 0, linearMonths: 48 },
  },
  {
    id: 'ecosystem',
    name: 'Ecosystem',
    percent: 20,
    vesting: 'Released over 36 months',
    rule: { cliffMonths: 0, linearMonths: 36 },
  },
  {
    id: 'treasury',
    name: 'Treasury',
    percent: 15,
    vesting: 'Released over 48 months',
    rule: { cliffMonths: 0, linearMonths: 48 },
  },
  {
    id: 'team',
    name: 'Team',
    percent: 12,
    vesting: '12-month cliff, then 36 months linear',
    rule: { cliffMonths: 12, linearMonths: 36 },
  },
  {
    id: 'liquidity',
    name: 'Liquidity Reserve',
    percent: 8,
    vesting: 'LP tokens locked for 12 months',
    rule: { cliffMonths: 12, linearMonths: 0 },
  },
  {
    id: 'partners',
    name: 'Partners & Advisors',
    percent: 5,
    vesting: '6-month cliff, then 24 months linear',
    rule: { cliffMonths: 6, linearMonths: 24 },
  },
  {
    id: 'airdrops',
    name: 'Airdrops',
    percent: 5,
    vesting: 'Distributed over 24 months',
    rule: { cliffMonths: 0, linearMonths: 24 },
  },
];

/** Base units each allocation vault receives at bootstrap (the percentages add up to the whole supply). */
export const allocationUnits = (percent: number): bigint => (SOLX_SUPPLY_UNITS * BigInt(percent)) / 100n;

export const solxMessages = {
  notBootstrapped: 'The SOLX token has not been created on this network yet',
  faucetOnlyLocal: 'The SOLX faucet is only available on the local chain',
  faucetAlreadyUsed: 'This wallet has already received SOLX from the faucet',
  faucetPending:
    'Your faucet SOLX was sent and is still confirming. Check your balance in a minute before asking again.',
  faucetNotLanded: 'The faucet transfer did not go through. Please ask again.',
  whitelistJoined: 'You are on the SOLX whitelist',
} as const;

export const allocationViewSchema = z.object({
  id: z.enum(ALLOCATION_IDS),
  name: z.string(),
  percent: z.number(),
  vesting: z.string(),
  vault: z.string(),
  vaultExplorerUrl: z.string(),
  /** Whole-token amounts as decimal strings. */
  allocated: z.string(),
  balance: z.string(),
  unlocked: z.string(),
  /** Tokens of this allocation outside its vault (the liquidity reserve's SOLX sits in the pool). */
  note: z.string().nullable(),
});
export type AllocationView = z.infer<typeof allocationViewSchema>;

export const solxOverviewSchema = z.object({
  mint: z.string(),
  explorerUrl: z.string(),
  decimals: z.number().int(),
  totalSupply: z.string(),
  tgeAt: z.string(),
  allocations: z.array(allocationViewSchema),
  lockedPercent: z.number(),
  holders: z.number().int(),
  priceSol: z.number().nullable(),
  priceUsd: z.number().nullable(),
  marketCapUsd: z.number().nullable(),
  poolId: z.string().nullable(),
  /** Platform-owned token account holding staked principal. */
  stakingVault: z.string(),
  stakingAprRange: z.tuple([z.number(), z.number()]),
  faucetAvailable: z.boolean(),
});
export type SolxOverview = z.infer<typeof solxOverviewSchema>;

export const whitelistStatusSchema = z.object({
  joined: z.boolean(),
  joinedAt: z.string().nullable(),
  members: z.number().int(),
});
export type WhitelistStatus = z.infer<typeof whitelistStatusSchema>;

export const faucetGrantSchema = z.object({ amount: z.string(), signature: z.string() });
export type FaucetGrant = z.infer<typeof faucetGrantSchema>;
