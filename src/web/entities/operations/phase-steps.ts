import type { Operation } from '@shared/schemas/operations';
import type { OperationPhase } from './run-operation';

export const PHASE_STEPS: ReadonlyArray<{ phase: OperationPhase; label: string }> = [
  { phase: 'preparing', label: 'Preparing' },
  { phase: 'signing', label: 'Approve in wallet' },
  { phase: 'submitting', label: 'Submitting' },
  { phase: 'confirming', label: 'Confirming' },
];

export const PHASE_LABELS: Record<OperationPhase, string> = {
  idle: 'Ready',
  preparing: 'Preparing transaction…',
  signing: 'Waiting for your wallet…',
  submitting: 'Submitting…',
  confirming: 'Confirming on chain…',
  confirmed: 'Confirmed',
  failed: 'Failed',
  expired: 'Sign again',
};

const ORDER: OperationPhase[] = ['preparing', 'signing', 'submitting', 'confirming', 'confirmed'];

export type StepState = 'done' | 'active' | 'pending' | 'error';

/** How one step looks given the current phase; a failure marks the step it stopped at. */
export function stepState(
  step: OperationPhase,
  current: OperationPhase,
  stoppedAt?: OperationPhase,
): StepState {
  if (current === 'confirmed') return 'done';
  if (current === 'failed' || current === 'expired') {
    const at = ORDER.indexOf(stoppedAt ?? 'confirming');
    const index = ORDER.indexOf(step);
    if (index < at) return 'done';
    return index === at ? 'error' : 'pending';
  }
  const currentIndex = ORDER.indexOf(current);
  const index = ORDER.indexOf(step);
  if (index < currentIndex) return 'done';
  return index === currentIndex ? 'active' : 'pending';
}

export function phaseProgress(phase: OperationPhase): number {
  switch (phase) {
    case 'idle':
      return 0;
    case 'preparing':
      return 10;
    case 'signing':
      return 30;
    case 'submitting':
      return 55;
    case 'confirming':
      return 80;
    default:
      return 100;
  }
}

/** First signature the server recorded, or the one in the operation's result. */
export function operationSignature(operation: Operation | null): string | null {
  if (!operation) return null;
  const fromTx = operation.transactions.find((tx) => tx.signature)?.signature;
  if (fromTx) return fromTx;
  const fromResult = operation.result?.signature;
  return typeof fromResult === 'string' ? fromResult : null;
}
