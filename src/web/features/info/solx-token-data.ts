/** SOLX constants from the spec (part 2 §9). Nothing here is live chain data. */

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

export interface RoadmapPhase {
  quarter: string;
  title: string;
  items: readonly string[];
  status: RoadmapStatus;
}

export const SOLX_ROADMAP: readonly RoadmapPhase[] = [
  {
    quarter: 'Q1 2024',
    title: 'Foundation',
    items: ['Token creation and balance checker', 'Launch suite shell and wallet connection'],
    status: 'completed',
  },
  {
    quarter: 'Q2 2024',
    title: 'Trading Tools',
    items: ['DEX operations and cross-chain bridge', 'Bulk sending and wallet management'],
    status: 'completed',
  },
  {
    quarter: 'Q3 2024',
    title: 'AI Suite',
    items: ['Project ideas and tokenomics calculator', 'Whitepaper, signals and launch simulator'],
    status: 'current',
  },
  {
    quarter: 'Q4 2024',
    title: 'SOLX Token Launch',
    items: ['Whitelist and public launch', 'SOLX staking pools'],
    status: 'upcoming',
  },
  {
    quarter: 'Q1 2025',
    title: 'Institutional',
    items: ['Compliance scanning', 'Institutional dashboard'],
    status: 'upcoming',
  },
];

export function tokensFor(percent: number): number {
  return (SOLX_TOTAL_SUPPLY * percent) / 100;
}
