import type { AllocationView } from '@shared/schemas/solx';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { formatAmount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ALLOCATION_COLORS } from '../solx-token-data';

/** One row per allocation: share bar, vault balance on chain, unlocked today by its vesting rule. */
export function AllocationList({ allocations }: { allocations: AllocationView[] }) {
  return (
    <ul className="space-y-4" aria-label="SOLX allocation">
      {allocations.map((a) => (
        <li key={a.id} className="space-y-2" data-testid={`allocation-${a.id}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
            <p className="flex items-center gap-2 font-medium">
              <span className={cn('size-2.5 rounded-full', ALLOCATION_COLORS[a.id].className)} aria-hidden />
              {a.name}
              <ExplorerLink href={a.vaultExplorerUrl} label={`${a.name} vault on explorer`} />
            </p>
            <p className="text-sm tabular-nums">
              <span className="font-semibold">{a.percent}%</span>
              <span className="text-muted-foreground"> · {formatAmount(a.allocated, 0)} SOLX</span>
            </p>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div
              className={cn('h-full rounded-full', ALLOCATION_COLORS[a.id].className)}
              style={{ width: `${a.percent * 4}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            {a.vesting} · vault holds{' '}
            <span className="text-foreground tabular-nums">{formatAmount(a.balance, 0)}</span> · unlocked
            today <span className="text-foreground tabular-nums">{formatAmount(a.unlocked, 0)}</span>
            {a.note ? ` · ${a.note}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The whole supply as one stacked bar with a legend. */
export function DistributionBar({ allocations }: { allocations: AllocationView[] }) {
  return (
    <div className="space-y-4">
      <div
        className="flex h-4 overflow-hidden rounded-full ring-1 ring-border"
        role="img"
        aria-label="Supply distribution"
      >
        {allocations.map((a) => (
          <div
            key={a.id}
            className={cn(
              'h-full first:rounded-l-full last:rounded-r-full',
              ALLOCATION_COLORS[a.id].className,
            )}
            style={{ width: `${a.percent}%` }}
            title={`${a.name} ${a.percent}%`}
          />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {allocations.map((a) => (
          <li key={a.id} className="flex items-center gap-2">
            <span
              className={cn('size-2.5 shrink-0 rounded-full', ALLOCATION_COLORS[a.id].className)}
              aria-hidden
            />
            <span className="truncate text-muted-foreground">{a.name}</span>
            <span className="ml-auto font-medium tabular-nums">{a.percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
