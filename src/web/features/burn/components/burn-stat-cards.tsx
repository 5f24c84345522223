import { Coins, Flame, Fuel, PiggyBank } from 'lucide-react';
import type { BurnStats } from '@shared/schemas/burn';
import { StatCard, StatGrid } from '@web/components/common/stat-card';

/** From the wallet's confirmed burns only. */
export function BurnStatCards({ stats, loading }: { stats: BurnStats | undefined; loading: boolean }) {
  return (
    <StatGrid label="Burn statistics" loading={loading}>
      <StatCard
        label="Total Burns"
        value={String(stats?.totalBurns ?? 0)}
        icon={Flame}
        tone="destructive"
        testId="burn-stat-card"
      />
      <StatCard
        label="Tokens Burned"
        value={String(stats?.tokensAffected ?? 0)}
        icon={Coins}
        tone="primary"
        testId="burn-stat-card"
      />
      <StatCard
        label="Network Fees"
        value={`${stats?.feesSol ?? '0'} SOL`}
        icon={Fuel}
        tone="info"
        testId="burn-stat-card"
      />
      <StatCard
        label="Rent Reclaimed"
        value={`${stats?.rentReclaimedSol ?? '0'} SOL`}
        icon={PiggyBank}
        tone="success"
        testId="burn-stat-card"
      />
    </StatGrid>
  );
}
