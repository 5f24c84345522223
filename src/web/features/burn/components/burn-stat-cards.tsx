import { Coins, Flame, Fuel, PiggyBank, type LucideIcon } from 'lucide-react';
import type { BurnStats } from '@shared/schemas/burn';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

function Stat({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:gap-4 sm:p-5" data-testid="burn-stat-card">
      <span className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs text-muted-foreground sm:text-sm">{label}</p>
        <p className="truncate text-lg font-bold tabular-nums sm:text-2xl" title={value}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** From the wallet's confirmed burns only. */
export function BurnStatCards({ stats, loading }: { stats: BurnStats | undefined; loading: boolean }) {
  if (loading) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[92px] rounded-2xl sm:h-[104px]" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label="Burn statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <Stat
        label="Total Burns"
        value={String(stats?.totalBurns ?? 0)}
        icon={Flame}
        tone="bg-destructive/10 text-destructive"
      />
      <Stat
        label="Tokens Burned"
        value={String(stats?.tokensAffected ?? 0)}
        icon={Coins}
        tone="bg-primary/15 text-primary-soft"
      />
      <Stat
        label="Network Fees"
        value={`${stats?.feesSol ?? '0'} SOL`}
        icon={Fuel}
        tone="bg-info/10 text-info"
      />
      <Stat
        label="Rent Reclaimed"
        value={`${stats?.rentReclaimedSol ?? '0'} SOL`}
        icon={PiggyBank}
        tone="bg-success/10 text-success"
      />
    </section>
  );
}
