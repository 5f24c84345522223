import type { ReactNode } from 'react';
import type { BatchRecord } from '@shared/schemas/multisend';
import { Badge } from '@web/components/ui/badge';
import { formatLamports } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { STATUS_BADGE, batchSymbol, dateTimeText, uiAmountText, wasNeverSent } from '../lib/batch-display';

const UNSENT_TEXT: Partial<Record<BatchRecord['status'], string>> = {
  awaiting_signature: 'Not signed yet: nothing sent. Resume to sign, or cancel.',
  expired: 'Not signed in time: nothing sent. Resume plans it again.',
  cancelled: 'Cancelled before signing: nothing sent.',
};

interface BatchHistoryItemProps {
  batch: BatchRecord;
  selected: boolean;
  onSelect: () => void;
  /** Resume / Cancel of a batch that was never signed. */
  actions?: ReactNode;
  /** The recipients, shown under the row when selected. */
  children?: ReactNode;
}

/** One batch in the history: token, total, recipients, status, completed/failed, gas, times. */
export function BatchHistoryItem({ batch, selected, onSelect, actions, children }: BatchHistoryItemProps) {
  const status = STATUS_BADGE[batch.status];
  const unsent = wasNeverSent(batch);
  const symbol = batchSymbol(batch);
  return (
    <li className="space-y-2">
      <button
        type="button"
        onClick={onSelect}
        aria-expanded={selected}
        data-testid="batch-history-item"
        data-status={batch.status}
        className={cn(
          'grid w-full gap-2 rounded-xl border bg-background/40 p-3 text-left transition-colors sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:p-4',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          selected ? 'border-primary/60 bg-primary/5' : 'border-border hover:border-primary/40',
        )}
      >
        <div className="flex min-w-0 items-center gap-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-solana-purple/70 to-solana-green/70 text-[10px] font-bold text-white"
            aria-hidden
          >
            {symbol.slice(0, 4)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold tabular-nums">{uiAmountText(batch.uiTotalAmount, symbol)}</p>
            <p className="text-xs text-muted-foreground">
              {batch.recipientCount} recipient{batch.recipientCount === 1 ? '' : 's'} · {batch.totalTxs} tx
            </p>
          </div>
        </div>
        {unsent ? (
          <p className="text-xs text-muted-foreground">{UNSENT_TEXT[batch.status] ?? ''}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <span className="text-success">{batch.successfulRecipients} completed</span>
            <span className={batch.failedRecipients > 0 ? 'text-destructive' : 'text-muted-foreground'}>
              {batch.failedRecipients} failed
            </span>
            <span className="text-muted-foreground">Gas {formatLamports(batch.gasUsed)}</span>
          </div>
        )}
        <div className="text-xs text-muted-foreground">
          <p>
            {unsent ? 'Planned' : 'Started'} {dateTimeText(batch.startTime)}
          </p>
          {batch.status !== 'awaiting_signature' && <p>Ended {dateTimeText(batch.endTime)}</p>}
        </div>
        <Badge variant={status.variant} className="sm:justify-self-end">
          {status.label}
        </Badge>
      </button>
      {actions}
      {children}
    </li>
  );
}
