import { CheckCircle2, Circle, Loader2, RotateCcw, XCircle } from 'lucide-react';
import type { Operation } from '@shared/schemas/operations';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { shortAddress } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { CopyButton } from '@web/components/common/copy-button';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { operationSignature, phaseProgress, PHASE_STEPS, stepState } from './phase-steps';
import type { OperationRunState } from './use-operation-runner';

interface OperationStatusProps {
  state: OperationRunState;
  /** Plans and signs again; shown when the blockhash expired (and after a failure when given). */
  onRetry?: () => void;
  className?: string;
}

/** Live progress of one on-chain operation: steps, signature (copy + explorer) and recovery. */
export function OperationStatus({ state, onRetry, className }: OperationStatusProps) {
  if (state.phase === 'idle') return null;
  const signature = operationSignature(state.operation);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="operation-status"
      data-phase={state.phase}
      className={cn('space-y-3 rounded-xl border border-border bg-background/40 p-4', className)}
    >
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PHASE_STEPS.map((step) => {
          const s = stepState(step.phase, state.phase, state.failedAt ?? undefined);
          return (
            <li key={step.phase} className="flex min-w-0 items-center gap-2 text-xs" data-step-state={s}>
              {s === 'done' && <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />}
              {s === 'active' && (
                <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden />
              )}
              {s === 'error' && <XCircle className="size-4 shrink-0 text-destructive" aria-hidden />}
              {s === 'pending' && <Circle className="size-4 shrink-0 text-muted-foreground/60" aria-hidden />}
              <span className={s === 'pending' ? 'text-muted-foreground' : 'text-foreground'}>
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
      <Progress
        value={phaseProgress(state.phase)}
        aria-label="Operation progress"
        indicatorClassName={
          state.phase === 'failed' || state.phase === 'expired'
            ? 'from-destructive to-destructive'
            : undefined
        }
      />
      {signature && <SignatureRow signature={signature} operation={state.operation} />}
      {state.phase === 'expired' && (
        <Alert variant="warning">
          <RotateCcw aria-hidden />
          <AlertTitle>Signature needed again</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>{state.error}</p>
            {onRetry && (
              <Button size="sm" variant="gradient" onClick={onRetry}>
                Sign again
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert variant="destructive">
          <XCircle aria-hidden />
          <AlertTitle>Operation failed</AlertTitle>
          <AlertDescription>{state.error}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function SignatureRow({ signature, operation }: { signature: string; operation: Operation | null }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className="text-muted-foreground">Signature</span>
      <code className="font-mono text-foreground" data-testid="operation-signature" title={signature}>
        {shortAddress(signature, 8, 8)}
      </code>
      <CopyButton value={signature} label="Signature" />
      {operation?.explorerUrl && (
        <ExplorerLink href={operation.explorerUrl} label="View transaction on explorer">
          Explorer
        </ExplorerLink>
      )}
    </div>
  );
}
