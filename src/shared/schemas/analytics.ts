import { z } from 'zod';

export const analyticsOverviewSchema = z.object({
  tokensCreated: z.number(),
  totalVolume: z.number(),
  activeUsers: z.number(),
  /** Percentage of finished operations that confirmed; null before any operation finished. */
  successRate: z.number().nullable(),
  /** Pools opened by wallets (a token's launch into a market). */
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
  activeUsers: 1842,
  successRate: 94.2,
  launches: 0,
  batches: 0,
  series: [],
};
