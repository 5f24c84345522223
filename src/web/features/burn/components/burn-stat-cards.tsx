import { Coins, Flame, Fuel, PiggyBank } from 'lucide-react';
import type { BurnStats } from '@shared/schemas/burn';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { formatInteger } from '@web/lib/format';

interface BurnStatCardsProps {
  stats: BurnStats | undefined;
  loading: boolean;
  /** The query's failure: the cards show '—' and an error line follows them. */
  error: Error | null;
}

/** From the wallet's confirmed burns only. */
export function BurnStatCards({ stats, loading, error }: BurnStatCardsProps) {
  const count = (n: number | undefined) => (error ? '—' : formatInteger(n ?? 0));
  const sol = (v: string | undefined) => (error ? '—' : `${v ?? '0'} SOL`);
  return (
    <div className="space-y-2">
      <StatGrid label="Burn statistics" loading={loading}>
        <StatCard
          label="Total Burns"
          value={count(stats?.totalBurns)}
          icon={Flame}
          tone="destructive"
          testId="burn-stat-card"
        />
        <StatCard
          label="Tokens Affected"
          value={count(stats?.tokensAffected)}
          icon={Coins}
          tone="primary"
          testId="burn-stat-card"
        />
        <StatCard
          label="Network Fees"
          value={sol(stats?.feesSol)}
          icon={Fuel}
          tone="info"
          testId="burn-stat-card"
        />
        <StatCard
          label="Rent Reclaimed"
          value={sol(stats?.rentReclaimedSol)}
          icon={PiggyBank}
          tone="success"
          testId="burn-stat-card"
        />
      </StatGrid>
      {error ? (
        <p className="text-sm text-destructive">Could not load your burn statistics: {error.message}</p>
      ) : null}
    </div>
  );
}
