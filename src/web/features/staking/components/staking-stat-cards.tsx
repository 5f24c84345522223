import { Coins, Layers, Percent, TrendingUp } from 'lucide-react';
import type { StakingStats } from '@shared/schemas/staking';
import { StatCard } from '@web/components/common/stat-card';
import { formatAmount, formatInteger } from '@web/lib/format';

/** Spec: total staked, total earned, active stakes, current APR, all from the wallet's real stakes. */
export function StakingStatCards({ stats }: { stats: StakingStats | undefined }) {
  return (
    <section aria-label="Staking stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total Staked"
        value={`${formatAmount(stats?.totalStaked ?? '0', 2)} SOLX`}
        icon={Coins}
        tone="primary"
        testId="stat-total-staked"
      />
      <StatCard
        label="Total Earned"
        value={`${formatAmount(stats?.totalEarned ?? '0', 4)} SOLX`}
        icon={TrendingUp}
        tone="green"
        testId="stat-total-earned"
      />
      <StatCard
        label="Active Stakes"
        value={formatInteger(stats?.activeStakes ?? 0)}
        icon={Layers}
        tone="info"
        testId="stat-active-stakes"
      />
      <StatCard
        label="Current APR"
        value={`${stats?.currentAPR ?? 0}%`}
        hint="weighted by your active stakes"
        icon={Percent}
        tone="success"
        testId="stat-current-apr"
      />
    </section>
  );
}
