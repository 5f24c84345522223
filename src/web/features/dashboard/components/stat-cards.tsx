import { CheckCircle2, Coins, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { OVERVIEW_FALLBACK } from '@shared/schemas/analytics';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAnalyticsOverview } from '../api/get-analytics-overview';
import { formatStatCount, formatSuccessRate, formatVolume } from '../lib/dashboard-format';

interface Stat {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}

/** Tokens Created, Total Volume, Active Users, Success Rate; the spec's sample values only if the call fails. */
export function StatCards() {
  const { data, isPending, isError } = useAnalyticsOverview();
  const overview = data ?? (isError ? OVERVIEW_FALLBACK : null);
  const stats: Stat[] = overview
    ? [
        {
          label: 'Tokens Created',
          value: formatStatCount(overview.tokensCreated),
          icon: Coins,
          tone: 'text-primary-soft bg-primary/15',
        },
        {
          label: 'Total Volume',
          value: formatVolume(overview.totalVolume),
          icon: TrendingUp,
          tone: 'text-solana-green bg-solana-green/10',
        },
        {
          label: 'Active Users',
          value: formatStatCount(overview.activeUsers),
          icon: Users,
          tone: 'text-info bg-info/10',
        },
        {
          label: 'Success Rate',
          value: formatSuccessRate(overview.successRate),
          icon: CheckCircle2,
          tone: 'text-success bg-success/10',
        },
      ]
    : [];

  return (
    <section aria-label="Platform statistics" className="space-y-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {isPending
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-[92px] rounded-2xl sm:h-[104px]" />)
          : stats.map((stat) => (
              <Card
                key={stat.label}
                className="flex items-center gap-3 p-3 sm:gap-4 sm:p-5"
                data-testid="stat-card"
              >
                <span
                  className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${stat.tone}`}
                >
                  <stat.icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="truncate text-xs text-muted-foreground sm:text-sm">{stat.label}</p>
                  <p className="truncate text-xl font-bold tabular-nums sm:text-2xl">{stat.value}</p>
                </div>
              </Card>
            ))}
      </div>
      {isError && (
        <p className="text-xs text-muted-foreground" data-testid="stats-sample-note">
          Sample data shown: live statistics are unavailable right now.
        </p>
      )}
    </section>
  );
}
