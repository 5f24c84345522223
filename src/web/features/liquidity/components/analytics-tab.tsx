import type { LiquidityAnalytics } from '@shared/schemas/liquidity';
import { formatApr } from '@web/entities/trade/trade-format';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCompactUsd, formatInteger, formatUsd } from '@web/lib/format';

interface AnalyticsTabProps {
  analytics: LiquidityAnalytics | undefined;
  loading: boolean;
  /** The query's failure, shown instead of the figures. */
  error: Error | null;
  signedIn: boolean;
}

/** The wallet's liquidity totals next to the whole exchange's. */
export function AnalyticsTab({ analytics, loading, error, signedIn }: AnalyticsTabProps) {
  if (!signedIn)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        Connect your wallet to see your liquidity analytics.
      </p>
    );
  if (error)
    return (
      <p className="py-8 text-center text-sm text-destructive">
        Could not load your liquidity analytics: {error.message}
      </p>
    );
  if (loading || !analytics) return <Skeleton className="h-32 w-full" />;
  const items = [
    ['Your Liquidity', formatUsd(analytics.totalValueUsd)],
    ['Fees Earned', formatUsd(analytics.totalFeesUsd)],
    ['Fees 24h', formatUsd(analytics.fees24hUsd)],
    ['Average APR', formatApr(analytics.averageApr)],
    ['Active Positions', formatInteger(analytics.activePositions)],
    ['Pools', formatInteger(analytics.totalPools)],
    ['Exchange TVL', formatCompactUsd(analytics.totalTvlUsd)],
    ['Volume 24h', formatCompactUsd(analytics.volume24hUsd)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="liquidity-analytics">
      {items.map(([label, value]) => (
        <div key={label} className="space-y-1 rounded-xl border border-border bg-background/40 p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
