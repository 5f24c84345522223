import { Coins, GraduationCap, Rocket, Users } from 'lucide-react';
import type { LaunchStats } from '@shared/schemas/launchpad';
import { StatCard } from '@web/components/common/stat-card';
import { useSolUsd } from '@web/entities/exchange/price-queries';
import { formatInteger, formatSol, formatSolInUsd } from '@web/lib/format';

/** Stat cards from real data: launches, graduations, curve volume, distinct traders. */
export function LaunchStatCards({ stats }: { stats: LaunchStats | undefined }) {
  const solUsd = useSolUsd();
  const v = (n: number | undefined, f: (x: number) => string) => (n === undefined ? '…' : f(n));
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Tokens Launched"
        value={v(stats?.launches, formatInteger)}
        icon={Rocket}
        tone="primary"
        testId="launch-stat-launches"
      />
      <StatCard
        label="Graduated"
        value={v(stats?.graduated, formatInteger)}
        icon={GraduationCap}
        tone="success"
        testId="launch-stat-graduated"
      />
      <StatCard
        label="Curve Volume"
        value={v(stats?.volumeSol, formatSol)}
        hint={stats === undefined ? undefined : (formatSolInUsd(stats.volumeSol, solUsd) ?? undefined)}
        icon={Coins}
        tone="green"
        testId="launch-stat-volume"
      />
      <StatCard
        label="Traders"
        value={v(stats?.traders, formatInteger)}
        icon={Users}
        tone="info"
        testId="launch-stat-traders"
      />
    </div>
  );
}
