import { AlertTriangle, Flame, Loader2 } from 'lucide-react';
import { BURN_METHOD_LABELS, NO_REASON } from '@shared/schemas/burn';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { formatBaseUnits, withThousands } from '@shared/solana/amounts';
import { Button } from '@web/components/ui/button';
import { PHASE_LABELS, type OperationRunState } from '@web/entities/operations';
import type { BurnAmount, BurnFormValues } from '../lib/burn-amount';
import { formatShare } from '@web/lib/format';

interface ConfirmationPanelProps {
  token: VerifiedToken;
  values: BurnFormValues;
  amount: BurnAmount;
  state: OperationRunState;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-all tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The last stop before an irreversible burn (spec: opens on submit; Cancel closes; Confirm Burn calls the server). */
export function ConfirmationPanel({
  token,
  values,
  amount,
  state,
  pending,
  onCancel,
  onConfirm,
}: ConfirmationPanelProps) {
  const supply = BigInt(token.supply);
  const supplyFalls = values.method !== 'null-address';
  const after = supplyFalls ? supply - amount.units : supply;
  return (
    <section
      role="alertdialog"
      aria-labelledby="burn-confirm-title"
      data-testid="burn-confirmation"
      className="space-y-4 rounded-xl border-2 border-destructive/50 bg-destructive/5 p-4"
    >
      <h3 id="burn-confirm-title" className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle className="size-5" aria-hidden />
        Confirm Token Burn
      </h3>
      <dl className="space-y-2">
        <Row label="Token" value={`${token.name} (${token.symbol})`} />
        <Row label="Amount" value={`${withThousands(amount.ui)} ${token.symbol}`} testId="confirm-amount" />
        <Row label="Share of your balance" value={formatShare(amount.balancePercentage)} />
        <Row label="Method" value={BURN_METHOD_LABELS[values.method].title} />
        <Row
          label="Total supply"
          value={`${withThousands(token.uiSupply)} → ${withThousands(formatBaseUnits(after, token.decimals))}`}
        />
        <Row label="Reason" value={values.reason.trim() || NO_REASON} />
      </dl>
      <p className="text-xs text-muted-foreground">
        This cannot be undone. Your wallet will ask you to sign once.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Flame aria-hidden />}
          {pending ? PHASE_LABELS[state.phase] : 'Confirm Burn'}
        </Button>
      </div>
    </section>
  );
}
