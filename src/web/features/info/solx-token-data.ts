/** SOLX constants from the spec (part 2 §9). Nothing here is live chain data. */
import type { PagePath } from '@shared/pages';

export const SOLX_TOTAL_SUPPLY = 1_000_000_000;
export const SOLX_LOCKED_PERCENT = 90;
export const SOLX_STAKING_APR = 12.5;
export const SOLX_MARKET_CAP = 'TBD';
export const SOLX_HOLDERS = 0;
/** No SOLX mint exists yet; the page says so instead of showing an invented address. */
export const SOLX_MINT_ADDRESS: string | null = null;

export interface Allocation {
  id: string;
  name: string;
  percent: number;
  vesting: string;
  /** Tailwind background class for bars and legend dots. */
  color: string;
}

export const SOLX_ALLOCATIONS: readonly Allocation[] = [
  {
    id: 'public',
    name: 'Public Launch',
    percent: 10,
    vesting: 'Immediate unlock at launch',
    color: 'bg-solana-green',
  },
  {
    id: 'staking',
    name: 'Staking Rewards',
    percent: 25,
    vesting: 'Linear release over 48 months',
    color: 'bg-solana-purple',
  },
  {
    id: 'ecosystem',
    name: 'Ecosystem',
    percent: 20,
    vesting: 'Released over 36 months',
    color: 'bg-sky-400',
  },
  {
    id: 'treasury',
    name: 'Treasury',
    percent: 15,
    vesting: 'Released over 48 months',
    color: 'bg-amber-400',
  },
  {
    id: 'team',
    name: 'Team',
    percent: 12,
    vesting: '12-month cliff, then 36 months linear',
    color: 'bg-pink-400',
  },
  {
    id: 'liquidity',
    name: 'Liquidity Reserve',
    percent: 8,
    vesting: 'LP tokens locked for 12 months',
    color: 'bg-teal-400',
  },
  {
    id: 'partners',
    name: 'Partners & Advisors',
    percent: 5,
    vesting: '6-month cliff, then 24 months linear',
    color: 'bg-indigo-400',
  },
  {
    id: 'airdrops',
    name: 'Airdrops',
    percent: 5,
    vesting: 'Distributed over 24 months',
    color: 'bg-orange-400',
  },
];

export type RoadmapStatus = 'completed' | 'current' | 'upcoming';

/** One deliverable and the pages that deliver it: it is done when every one of them is a working page. */
export interface RoadmapItem {
  label: string;
  paths: readonly PagePath[];
}

export interface RoadmapPhase {
  quarter: string;
  title: string;
  items: readonly RoadmapItem[];
}

/** Statuses are not written here: `roadmapStatus` reads them from the page list, so they stay true. */
export const SOLX_ROADMAP: readonly RoadmapPhase[] = [
  {
    quarter: 'Q1 2024',
    title: 'Foundation',
    items: [
      { label: 'Token creation and balance checker', paths: ['/token-manager', '/balance-checker'] },
      { label: 'Launch suite shell and wallet connection', paths: ['/', '/settings'] },
    ],
  },
  {
    quarter: 'Q2 2024',
    title: 'Trading Tools',
    items: [
      { label: 'DEX operations', paths: ['/raydium-amm', '/jupiter', '/liquidity'] },
      { label: 'Cross-chain bridge', paths: ['/cross-chain'] },
      {
        label: 'Bulk sending and wallet management',
        paths: ['/multisender', '/sol-distribution', '/wallet-generator'],
      },
    ],
  },
  {
    quarter: 'Q3 2024',
    title: 'AI Suite',
    items: [
      { label: 'Project ideas and tokenomics calculator', paths: ['/ai-ideas', '/ai-tokenomics'] },
      {
        label: 'Whitepaper, signals and launch simulator',
        paths: ['/ai-whitepaper', '/ai-signals', '/ai-simulator'],
      },
    ],
  },
  {
    quarter: 'Q4 2024',
    title: 'SOLX Token Launch',
    items: [
      { label: 'Whitelist and public launch', paths: ['/solx-staking'] },
      { label: 'SOLX staking pools', paths: ['/solx-staking'] },
    ],
  },
  {
    quarter: 'Q1 2025',
    title: 'Institutional',
    items: [
      { label: 'Compliance scanning', paths: ['/phantom-compliance'] },
      { label: 'Institutional dashboard', paths: ['/institutional'] },
    ],
  },
];

export function tokensFor(percent: number): number {
  return (SOLX_TOTAL_SUPPLY * percent) / 100;
}
