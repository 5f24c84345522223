import type { AllocationId } from '@shared/schemas/solx';

/** Page content only (roadmap, colours); every figure comes from /api/solx/overview (chain + DB). */

/** Tailwind background class per allocation for bars and legend dots, and the chart colour. */
export const ALLOCATION_COLORS: Record<AllocationId, { className: string; hex: string }> = {
  public: { className: 'bg-solana-green', hex: '#14f195' },
  staking: { className: 'bg-solana-purple', hex: '#9945ff' },
  ecosystem: { className: 'bg-sky-400', hex: '#38bdf8' },
  treasury: { className: 'bg-amber-400', hex: '#fbbf24' },
  team: { className: 'bg-pink-400', hex: '#f472b6' },
  liquidity: { className: 'bg-teal-400', hex: '#2dd4bf' },
  partners: { className: 'bg-indigo-400', hex: '#818cf8' },
  airdrops: { className: 'bg-orange-400', hex: '#fb923c' },
};

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
