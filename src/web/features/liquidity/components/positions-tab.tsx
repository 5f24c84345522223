import { Minus, Wallet } from 'lucide-react';
import type { Position } from '@shared/schemas/liquidity';
import { formatApr, formatUi } from '@web/entities/trade/trade-format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPercent, formatUsd } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const STATUS_VARIANT = { active: 'success', removed: 'secondary', migrated: 'info' } as const;

interface PositionsTabProps {
  positions: readonly Position[] | undefined;
  loading: boolean;
  /** The query's failure, shown instead of "No positions yet". */
  error: Error | null;
  signedIn: boolean;
  onRemove: (position: Position) => void;
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('truncate text-sm font-semibold tabular-nums', className)}>{value}</dd>
    </div>
  );
}

const usd = (v: number | null) => (v === null ? '—' : formatUsd(v));
/** Sub-cent P&L reads as zero rather than '-$0.00'. */
const settle = (v: number) => (Math.abs(v) < 0.005 ? 0 : v);

/** The wallet's positions with value, P&L, fees and APR from the pools' real fees. */
export function PositionsTab({ positions, loading, error, signedIn, onRemove }: PositionsTabProps) {
  if (!signedIn)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        Connect your wallet to see your positions.
      </p>
    );
  if (loading) return <Skeleton className="h-32 w-full" />;
  if (error)
    return (
      <p className="py-8 text-center text-sm text-destructive">
        Could not load your positions: {error.message}
      </p>
    );
  if (!positions || positions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <Wallet className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium">No positions yet</p>
        <p className="text-xs text-muted-foreground">
          Add liquidity to a pool and your position appears here.
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-3" data-testid="positions">
      {positions.map((p) => (
        <li
          key={p.id}
          className="space-y-3 rounded-xl border border-border bg-background/40 p-3 sm:p-4"
          data-testid="position"
          data-status={p.status}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{p.pair}</span>
              <Badge variant={STATUS_VARIANT[p.status]} className="capitalize">
                {p.status}
              </Badge>
            </div>
            {p.status === 'active' && (
              <Button type="button" size="sm" variant="outline" onClick={() => onRemove(p)}>
                <Minus aria-hidden />
                Remove
              </Button>
            )}
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Value" value={usd(p.valueUsd)} />
            <Figure
              label="P&L"
              value={
                p.pnl === null
                  ? '—'
                  : `${formatUsd(settle(p.pnl))} (${formatPercent(settle(p.pnlPercentage ?? 0), 2)})`
              }
              className={
                p.pnl === null ? undefined : settle(p.pnl) >= 0 ? 'text-success' : 'text-destructive'
              }
            />
            <Figure label="Fees 24h" value={formatUsd(p.fees24h)} />
            <Figure label="Fees Total" value={formatUsd(p.feesTotal)} />
            <Figure label="APR" value={formatApr(p.apr)} />
            <Figure label="Pool Share" value={formatPercent(p.sharePercentage, 4)} />
            <Figure label={p.tokenA.symbol} value={formatUi(p.uiAmountA, 4)} />
            <Figure label={p.tokenB.symbol} value={formatUi(p.uiAmountB, 4)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}
