import { Check } from 'lucide-react';
import { stakingMessages, type StakeTier, type StakingPoolView } from '@shared/schemas/staking';
import { Badge } from '@web/components/ui/badge';
import { formatAmount, formatInteger } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const TIER_ACCENT: Record<StakeTier, string> = {
  bronze: 'from-amber-700/30',
  silver: 'from-slate-300/25',
  gold: 'from-yellow-400/25',
  platinum: 'from-cyan-300/25',
};

interface PoolCardsProps {
  pools: StakingPoolView[];
  selected: StakeTier | null;
  onSelect: (pool: StakingPoolView) => void;
}

/** One card per tier; a full pool shows 'Pool Full' and cannot be chosen. */
export function PoolCards({ pools, selected, onSelect }: PoolCardsProps) {
  return (
    <div role="radiogroup" aria-label="Staking pools" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {pools.map((pool) => {
        const full = !pool.isActive;
        const filled = Math.min(100, (Number(pool.totalStaked) / pool.maxCapacity) * 100);
        return (
          <button
            key={pool.id}
            type="button"
            role="radio"
            aria-checked={selected === pool.id}
            disabled={full}
            data-testid={`pool-${pool.id}`}
            onClick={() => onSelect(pool)}
            className={cn(
              'rounded-xl border bg-gradient-to-br to-card p-4 text-left transition-colors',
              TIER_ACCENT[pool.tier],
              selected === pool.id
                ? 'border-primary ring-2 ring-primary/40'
                : 'border-border hover:border-primary/50',
              full && 'cursor-not-allowed opacity-60',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold">{pool.name}</p>
              {full ? (
                <Badge variant="destructive">{stakingMessages.poolFull}</Badge>
              ) : (
                <Badge>{pool.apr}% APR</Badge>
              )}
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {pool.duration} days · min {formatInteger(pool.minStake)} SOLX
            </p>
            <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div className="h-full rounded-full bg-primary" style={{ width: `${filled}%` }} />
            </div>
            <p className="mt-1 text-xs text-muted-foreground tabular-nums">
              {formatAmount(pool.totalStaked, 0)} / {formatInteger(pool.maxCapacity)} SOLX staked
            </p>
            <ul className="mt-3 space-y-1 text-xs">
              {pool.benefits.map((b) => (
                <li key={b} className="flex gap-1.5">
                  <Check className="mt-0.5 size-3 shrink-0 text-success" aria-hidden />
                  {b}
                </li>
              ))}
            </ul>
          </button>
        );
      })}
    </div>
  );
}
