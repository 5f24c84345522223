import { History } from 'lucide-react';
import { BURN_METHOD_LABELS, type BurnRecord } from '@shared/schemas/burn';
import { withThousands } from '@shared/solana/amounts';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatShare } from '@web/lib/format';

function Entry({ burn }: { burn: BurnRecord }) {
  return (
    <li
      className="space-y-2 rounded-xl border border-border bg-background/40 p-3"
      data-testid="burn-history-item"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Numbers never break inside ("999,000"); the line wraps between its words. */}
        <p className="min-w-0 font-semibold">
          <span className="whitespace-nowrap tabular-nums" data-testid="burn-history-amount">
            {withThousands(burn.amount)} {burn.symbol}
          </span>
          <span className="ml-2 text-xs font-normal whitespace-nowrap text-muted-foreground">
            {formatShare(burn.balancePercentage)} of balance
          </span>
        </p>
        <Badge variant="destructive">{BURN_METHOD_LABELS[burn.method].title}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Supply:</dt>
          <dd className="min-w-0 tabular-nums">
            <span className="whitespace-nowrap">{withThousands(burn.supplyBefore)}</span> →{' '}
            <span className="whitespace-nowrap">
              {burn.supplyAfter ? withThousands(burn.supplyAfter) : '…'}
            </span>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Share of supply:</dt>
          <dd>{burn.supplyPercentage}%</dd>
        </div>
        <div className="flex gap-1 sm:col-span-2">
          <dt className="text-muted-foreground">Reason:</dt>
          <dd className="break-words">{burn.reason}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <time dateTime={burn.createdAt}>{new Date(burn.createdAt).toLocaleString()}</time>
        {burn.explorerUrl ? (
          <ExplorerLink href={burn.explorerUrl} label="View transaction on explorer">
            View transaction
          </ExplorerLink>
        ) : null}
      </div>
    </li>
  );
}

interface BurnHistoryProps {
  burns: BurnRecord[] | undefined;
  loading: boolean;
  /** The query's failure, shown instead of "No burns yet." */
  error: Error | null;
}

export function BurnHistory({ burns, loading, error }: BurnHistoryProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-primary-soft" aria-hidden />
          Burn History
        </CardTitle>
        <CardDescription>Your confirmed burns, with the supply read from the chain.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-24 rounded-xl" />
        ) : error ? (
          <p className="text-sm text-destructive">Could not load your burns: {error.message}</p>
        ) : burns && burns.length > 0 ? (
          <ul className="space-y-3">
            {burns.map((b) => (
              <Entry key={b.id} burn={b} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-border py-8 text-center text-sm text-muted-foreground">
            No burns yet.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
