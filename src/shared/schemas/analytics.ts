import { z } from 'zod';

export const analyticsOverviewSchema = z.object({
  tokensCreated: z.number(),
  totalVolume: z.number(),
  activeUsers: z.number(),
  /** Percentage of finished operations that confirmed; null before any operation finished. */
  successRate: z.number().nullable(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** Spec part 1 §2.4: shown only when the overview call fails. */
export const OVERVIEW_FALLBACK: AnalyticsOverview = {
  tokensCreated: 247,
  totalVolume: 0,
  activeUsers: 1842,
  successRate: 94.2,
};
