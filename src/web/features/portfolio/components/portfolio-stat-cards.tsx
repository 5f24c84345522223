import { ArrowDownRight, ArrowUpRight, DollarSign, TrendingDown, TrendingUp } from 'lucide-react';
import type { Portfolio } from '@shared/schemas/portfolio';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { formatPercent, formatUsd } from '@web/lib/format';

const signed = (v: number) => `${v > 0 ? '+' : ''}${formatPercent(v, 2)}`;

/** Total Value, Total P&L with percent, Best and Worst Performer (24 h). */
export function PortfolioStatCards({
  stats,
  loading,
}: {
  stats: Portfolio['stats'] | undefined;
  loading: boolean;
}) {
  const best = stats?.bestPerformer;
  const worst = stats?.worstPerformer;
  return (
    <StatGrid label="Portfolio statistics" loading={loading}>
      <StatCard
        label="Total Value"
        value={formatUsd(stats?.totalValue ?? 0)}
        icon={DollarSign}
        tone="primary"
        testId="portfolio-stat"
      />
      <StatCard
        label="Total P&L"
        value={formatUsd(stats?.totalPnL ?? 0)}
        hint={signed(stats?.totalPnLPercent ?? 0)}
        icon={(stats?.totalPnL ?? 0) >= 0 ? TrendingUp : TrendingDown}
        tone={(stats?.totalPnL ?? 0) >= 0 ? 'success' : 'destructive'}
        testId="portfolio-stat"
      />
      <StatCard
        label="Best Performer"
        value={best ? best.symbol : '—'}
        hint={best ? `${signed(best.changePercent24h)} in 24h` : undefined}
        icon={ArrowUpRight}
        tone="green"
        testId="portfolio-stat"
      />
      <StatCard
        label="Worst Performer"
        value={worst ? worst.symbol : '—'}
        hint={worst ? `${signed(worst.changePercent24h)} in 24h` : undefined}
        icon={ArrowDownRight}
        tone="warning"
        testId="portfolio-stat"
      />
    </StatGrid>
  );
}
