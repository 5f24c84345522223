import type { PagePath } from '@shared/pages';
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

/** One deliverable and the pages that deliver it: it is done when every one of them is a working page. */
export interface RoadmapItem {
  label: string;
  paths: readonly PagePath[];
}

/**
 * No dates: the spec's Q1 2024 – Q1 2025 quarters were invented and lay in the past with a phase still
 * "in progress" (issue 29 item 7); phases are numbered and their status is read from what is built.
 */
export interface RoadmapPhase {
  title: string;
  items: readonly RoadmapItem[];
}

/** Statuses are not written here: `roadmapStatus` reads them from the page list, so they stay true. */
export const SOLX_ROADMAP: readonly RoadmapPhase[] = [
  {
    title: 'Foundation',
    items: [
      { label: 'Token creation and balance checker', paths: ['/token-manager', '/balance-checker'] },
      { label: 'Launch suite shell and wallet connection', paths: ['/', '/settings'] },
    ],
  },
  {
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
    title: 'SOLX Token Launch',
    items: [
      { label: 'Whitelist and public launch', paths: ['/solx-staking'] },
      { label: 'SOLX staking pools', paths: ['/solx-staking'] },
    ],
  },
  {
    title: 'Institutional',
    items: [
      { label: 'Compliance scanning', paths: ['/phantom-compliance'] },
      { label: 'Institutional dashboard', paths: ['/institutional'] },
    ],
  },
];
