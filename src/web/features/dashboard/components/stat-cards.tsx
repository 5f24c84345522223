import { CheckCircle2, Coins, TrendingUp, Users } from 'lucide-react';
import { OVERVIEW_FALLBACK } from '@shared/schemas/analytics';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { useAnalyticsOverview } from '../api/get-analytics-overview';
import { formatStatCount, formatSuccessRate, formatVolume } from '../lib/dashboard-format';

/** Tokens Created, Total Volume, Active Users, Success Rate; the spec's sample values only if the call fails. */
export function StatCards() {
  const { data, isPending, isError } = useAnalyticsOverview();
  const overview = data ?? (isError ? OVERVIEW_FALLBACK : null);

  return (
    <section aria-label="Platform statistics" className="space-y-2">
      <StatGrid loading={isPending}>
        {overview && (
          <>
            <StatCard
              label="Tokens Created"
              value={formatStatCount(overview.tokensCreated)}
              icon={Coins}
              tone="primary"
              testId="stat-card"
            />
            <StatCard
              label="Total Volume"
              value={formatVolume(overview.totalVolume)}
              icon={TrendingUp}
              tone="green"
              testId="stat-card"
            />
            <StatCard
              label="Active Users"
              value={formatStatCount(overview.activeUsers)}
              icon={Users}
              tone="info"
              testId="stat-card"
            />
            <StatCard
              label="Success Rate"
              value={formatSuccessRate(overview.successRate)}
              icon={CheckCircle2}
              tone="success"
              testId="stat-card"
            />
          </>
        )}
      </StatGrid>
      {isError && (
        <p className="text-xs text-muted-foreground" data-testid="stats-sample-note">
          Sample data shown: live statistics are unavailable right now.
        </p>
      )}
    </section>
  );
}
