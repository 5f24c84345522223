import { z } from 'zod';

export const analyticsOverviewSchema = z.object({
  tokensCreated: z.number(),
  totalVolume: z.number(),
  /** USD volume and count of executed pool trades in the last 24 hours (same definition as totalVolume). */
  volume24hUsd: z.number().default(0),
  trades24h: z.number().default(0),
  /** Distinct wallets with a confirmed operation. */
  activeUsers: z.number(),
  /** Percentage of finished operations that confirmed; null before any operation finished. */
  successRate: z.number().nullable(),
  /** Bonding-curve launches that went live (the Pump.fun page's Tokens Launched). */
  launches: z.number().default(0),
  /** Confirmed batch sends (multisend, SOL and token distribution). */
  batches: z.number().default(0),
  /** One point per day over the last 30 days. */
  series: z
    .array(
      z.object({
        day: z.string(),
        tokensCreated: z.number(),
        activeWallets: z.number(),
        volumeUsd: z.number(),
        confirmed: z.number(),
        failed: z.number(),
      }),
    )
    .default([]),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** Spec part 1 §2.4: shown only when the overview call fails. */
export const OVERVIEW_FALLBACK: AnalyticsOverview = {
  tokensCreated: 247,
  totalVolume: 0,
  volume24hUsd: 0,
  trades24h: 0,
  activeUsers: 1842,
  successRate: 94.2,
  launches: 0,
  batches: 0,
  series: [],
};
