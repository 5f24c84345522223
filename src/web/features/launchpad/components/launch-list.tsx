import { Rocket } from 'lucide-react';
import type { LaunchSummary } from '@shared/schemas/launchpad';
import { EmptyState } from '@web/components/common/empty-state';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSolUsd } from '@web/entities/exchange/price-queries';
import { formatPercent, formatSol, formatSolInUsd } from '@web/lib/format';
import { cn } from '@web/lib/utils';

interface LaunchListProps {
  launches: LaunchSummary[] | undefined;
  loading: boolean;
  selected: string | null;
  onSelect: (mint: string) => void;
  empty: string;
}

/** One card per launch: name, Live badge, progress to graduation, price and market cap. */
export function LaunchList({ launches, loading, selected, onSelect, empty }: LaunchListProps) {
  const solUsd = useSolUsd();
  if (loading) return <Skeleton className="h-32 w-full" />;
  if (!launches?.length)
    return (
      <EmptyState icon={Rocket} title="No tokens yet">
        {empty}
      </EmptyState>
    );
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="launch-list">
      {launches.map((l) => (
        <button
          key={l.mint}
          type="button"
          className="text-left"
          onClick={() => onSelect(l.mint)}
          data-testid="launch-card"
        >
          <Card
            className={cn(
              'space-y-3 p-4 transition-colors hover:border-primary/60',
              selected === l.mint && 'border-primary',
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-semibold">{l.name}</p>
                <p className="text-sm text-muted-foreground">
                  ${l.symbol} · {l.curve}
                </p>
              </div>
              <Badge variant={l.status === 'graduated' ? 'secondary' : 'default'}>
                {l.status === 'graduated' ? 'Graduated' : l.badge}
              </Badge>
            </div>
            <Progress value={l.progress} aria-label={`${l.symbol} progress to graduation`} />
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{formatPercent(l.progress, 1)} to graduation</span>
              <span className="text-right tabular-nums">
                MC {formatSol(l.marketCapSol)}
                {solUsd === null ? '' : ` · ${formatSolInUsd(l.marketCapSol, solUsd)}`}
              </span>
            </div>
          </Card>
        </button>
      ))}
    </div>
  );
}
