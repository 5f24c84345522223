import { Loader2, RotateCcw, X } from 'lucide-react';
import type { BatchDetail } from '@shared/schemas/multisend';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { PHASE_LABELS, type OperationRunState } from '@web/entities/operations';
import { STATUS_BADGE, batchProgress } from '../lib/batch-display';
import { RecipientStatusList } from './recipient-status-list';
import { formatInteger } from '@web/lib/format';

interface BatchProgressProps {
  state: OperationRunState;
  batch: BatchDetail | null;
  busy: boolean;
  onRetryFailed: () => void;
  onSignAgain: () => void;
  onDismiss: () => void;
}

/** Live progress of the batch being sent: wallet phase, transactions done, per-recipient status. */
export function BatchProgress({
  state,
  batch,
  busy,
  onRetryFailed,
  onSignAgain,
  onDismiss,
}: BatchProgressProps) {
  if (state.phase === 'idle' && !batch) return null;
  const status = batch ? STATUS_BADGE[batch.status] : null;
  const sending = state.phase === 'preparing' || state.phase === 'signing' || state.phase === 'submitting';
  const failedBeforeSend =
    state.phase === 'failed' && state.failedAt !== 'confirming' && state.failedAt !== 'submitting';
  return (
    <Card data-testid="batch-progress" data-status={batch?.status ?? state.phase} aria-live="polite">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle className="flex items-center gap-2">
          {busy && <Loader2 className="size-4 animate-spin text-primary" aria-hidden />}
          Batch Progress
        </CardTitle>
        <div className="flex items-center gap-2">
          {status && (
            <Badge variant={status.variant} data-testid="batch-status">
              {status.label}
            </Badge>
          )}
          {!busy && (
            <Button variant="ghost" size="icon-sm" aria-label="Close batch progress" onClick={onDismiss}>
              <X aria-hidden />
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {sending && <p className="text-sm text-muted-foreground">{PHASE_LABELS[state.phase]}</p>}
        {batch && batch.status !== 'awaiting_signature' && (
          <>
            <Progress value={batchProgress(batch)} aria-label="Batch progress" />
            <div className="grid grid-cols-3 gap-2 text-center text-xs">
              <Figure
                label="Transactions"
                value={`${formatInteger(batch.completedTxs)}/${formatInteger(batch.totalTxs)}`}
                testId="batch-txs"
              />
              <Figure
                label="Completed"
                value={formatInteger(batch.successfulRecipients)}
                testId="batch-completed"
                tone="text-success"
              />
              <Figure
                label="Failed"
                value={formatInteger(batch.failedRecipients)}
                testId="batch-failed"
                tone={batch.failedRecipients > 0 ? 'text-destructive' : undefined}
              />
            </div>
            <RecipientStatusList batch={batch} />
          </>
        )}
        {batch && batch.failedRecipients > 0 && !busy && (
          <Button variant="gradient" className="w-full" onClick={onRetryFailed}>
            <RotateCcw aria-hidden />
            Retry failed ({batch.failedRecipients})
          </Button>
        )}
        {state.phase === 'expired' && (
          <Alert variant="warning">
            <RotateCcw aria-hidden />
            <AlertTitle>Signature needed again</AlertTitle>
            <AlertDescription className="space-y-2">
              <p>{state.error}</p>
              <Button size="sm" variant="gradient" onClick={onSignAgain}>
                Sign again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {failedBeforeSend && (
          <Alert variant="destructive">
            <AlertTitle>Nothing was sent</AlertTitle>
            <AlertDescription>{state.error}</AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: string;
}) {
  return (
    <div className="rounded-lg bg-muted/40 px-2 py-2">
      <p className="text-muted-foreground">{label}</p>
      <p className={`text-base font-semibold tabular-nums ${tone ?? ''}`} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
