import { formatInteger } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { SOLX_ALLOCATIONS, tokensFor } from '../solx-token-data';

/** One row per allocation category: share bar, token amount and vesting rule. */
export function AllocationList({ showTokens = true }: { showTokens?: boolean }) {
  return (
    <ul className="space-y-4" aria-label="SOLX allocation">
      {SOLX_ALLOCATIONS.map((allocation) => (
        <li key={allocation.id} className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
            <p className="flex items-center gap-2 font-medium">
              <span className={cn('size-2.5 rounded-full', allocation.color)} aria-hidden />
              {allocation.name}
            </p>
            <p className="text-sm tabular-nums">
              <span className="font-semibold">{allocation.percent}%</span>
              {showTokens ? (
                <span className="text-muted-foreground">
                  {' '}
                  · {formatInteger(tokensFor(allocation.percent))} SOLX
                </span>
              ) : null}
            </p>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
            <div
              className={cn('h-full rounded-full', allocation.color)}
              style={{ width: `${allocation.percent * 4}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">{allocation.vesting}</p>
        </li>
      ))}
    </ul>
  );
}

/** The whole supply as one stacked bar with a legend. */
export function DistributionBar() {
  return (
    <div className="space-y-4">
      <div
        className="flex h-4 overflow-hidden rounded-full ring-1 ring-border"
        role="img"
        aria-label="Supply distribution"
      >
        {SOLX_ALLOCATIONS.map((allocation) => (
          <div
            key={allocation.id}
            className={cn('h-full first:rounded-l-full last:rounded-r-full', allocation.color)}
            style={{ width: `${allocation.percent}%` }}
            title={`${allocation.name} ${allocation.percent}%`}
          />
        ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {SOLX_ALLOCATIONS.map((allocation) => (
          <li key={allocation.id} className="flex items-center gap-2">
            <span className={cn('size-2.5 shrink-0 rounded-full', allocation.color)} aria-hidden />
            <span className="truncate text-muted-foreground">{allocation.name}</span>
            <span className="ml-auto font-medium tabular-nums">{allocation.percent}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
