import { CheckCircle2, Coins, DollarSign, Layers, Rocket, Users } from 'lucide-react';
import { PageHeader } from '@web/components/common/page-header';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { formatCompactUsd, formatInteger, formatPercent } from '@web/lib/format';
import { useAnalyticsOverview } from './api/get-overview';
import { ActivityCharts } from './components/activity-charts';

/** Route /analytics: live platform figures from this server's database, refreshed every 30 s. */
export default function AnalyticsPage() {
  const { data, isPending, error } = useAnalyticsOverview();
  const n = (v: number | undefined) => (error ? '—' : formatInteger(v ?? 0));
  return (
    <div className="space-y-6">
      <PageHeader title="Platform Analytics">Live figures of this SOLX Token Launch Suite server.</PageHeader>
      <StatGrid label="Platform figures" loading={isPending} count={6}>
        <StatCard
          label="Tokens Created"
          value={n(data?.tokensCreated)}
          icon={Coins}
          tone="primary"
          testId="analytics-stat"
        />
        <StatCard
          label="Active Wallets"
          value={n(data?.activeUsers)}
          icon={Users}
          tone="green"
          testId="analytics-stat"
        />
        <StatCard
          label="Volume Traded"
          value={error ? '—' : formatCompactUsd(data?.totalVolume ?? 0)}
          icon={DollarSign}
          tone="info"
          testId="analytics-stat"
        />
        <StatCard
          label="Launches"
          value={n(data?.launches)}
          icon={Rocket}
          tone="warning"
          testId="analytics-stat"
        />
        <StatCard
          label="Batches"
          value={n(data?.batches)}
          icon={Layers}
          tone="primary"
          testId="analytics-stat"
        />
        <StatCard
          label="Success Rate"
          value={error || data?.successRate == null ? '—' : formatPercent(data.successRate)}
          icon={CheckCircle2}
          tone="success"
          testId="analytics-stat"
        />
      </StatGrid>
      {error ? <p className="text-sm text-destructive">Could not load analytics: {error.message}</p> : null}
      {data ? <ActivityCharts series={data.series} /> : null}
    </div>
  );
}
