import type { BatchDetail, BatchRecord, BatchStatus } from '@shared/schemas/multisend';
import type { ToastVariant } from '@web/lib/toast';
import type { BatchKindConfig } from './kinds';
import { formatInteger, formatUi, plural } from '@web/lib/format';

export function batchSymbol(batch: Pick<BatchRecord, 'token'>): string {
  return batch.token?.symbol ?? 'SOL';
}

export function uiAmountText(ui: string, symbol: string): string {
  return `${formatUi(ui)} ${symbol}`;
}

export function durationText(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < 1) return 'under a second';
  if (seconds < 60) return `~${Math.ceil(seconds)} s`;
  const minutes = Math.ceil(seconds / 60);
  return `~${minutes} min`;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function dateTimeText(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
}

export const STATUS_BADGE: Record<
  BatchStatus,
  { label: string; variant: 'secondary' | 'info' | 'success' | 'warning' | 'destructive' }
> = {
  awaiting_signature: { label: 'Awaiting signature', variant: 'warning' },
  processing: { label: 'Processing', variant: 'info' },
  completed: { label: 'Completed', variant: 'success' },
  partial: { label: 'Partial', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'secondary' },
  cancelled: { label: 'Cancelled', variant: 'secondary' },
};

/** Planned but never signed: nothing of the batch reached the chain. */
export function wasNeverSent(batch: Pick<BatchRecord, 'status'>): boolean {
  return batch.status === 'awaiting_signature' || batch.status === 'expired' || batch.status === 'cancelled';
}

/** Resume (plan again with a fresh blockhash and sign) is offered while unsigned or once expired. */
export function canResume(batch: Pick<BatchRecord, 'status'>): boolean {
  return batch.status === 'awaiting_signature' || batch.status === 'expired';
}

/** The confirmation asked before sending what this wallet already sent within the hour. */
export function repeatSendText(duplicate: { startTime: string }, recipients: number, total: string): string {
  return `This wallet sent the same ${recipients} recipient${recipients === 1 ? '' : 's'} and amounts (${total} in total) at ${dateTimeText(duplicate.startTime)}. Send them again?`;
}

/** Completed transactions as a percentage of the batch's transactions. */
export function batchProgress(batch: Pick<BatchRecord, 'completedTxs' | 'totalTxs'>): number {
  return batch.totalTxs > 0 ? Math.round((batch.completedTxs / batch.totalTxs) * 100) : 0;
}

/** The toast shown once a sent batch is final. */
export function batchOutcomeToast(
  config: BatchKindConfig,
  batch: BatchDetail,
): { title: string; description: string; variant: ToastVariant } {
  const sent = `${uiAmountText(batch.uiTotalAmount, batchSymbol(batch))}`;
  if (batch.status === 'completed') {
    return {
      title: 'Batch Completed',
      description: `${formatInteger(batch.successfulRecipients)} of ${plural(batch.recipientCount, 'recipient')} received their share of ${sent}.`,
      variant: 'success',
    };
  }
  const failedError = batch.recipients.find((r) => r.error)?.error;
  if (batch.status === 'partial') {
    return {
      title: 'Batch Partially Completed',
      description: `${formatInteger(batch.failedRecipients)} of ${plural(batch.recipientCount, 'recipient')} failed${failedError ? `: ${failedError}` : ''}. Retry them from the progress panel.`,
      variant: 'destructive',
    };
  }
  return {
    title: config.failedTitle,
    description: failedError ?? config.failedDefault,
    variant: 'destructive',
  };
}
