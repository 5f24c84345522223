import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyButton } from '@web/components/common/copy-button';
import { formatApr } from '@web/entities/trade/trade-format';
import { shortAddress, formatPercent, formatUsd } from '@web/lib/format';
import type { LiquidityOutcome } from '../lib/liquidity-outcome';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1 text-xs">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1 font-medium tabular-nums">{children}</dd>
    </div>
  );
}

const usd = (v: number | null) => (v === null ? '—' : formatUsd(v));

/** The confirmed operation's figures: position, pool, LP amount, share, values, APR and hash. */
export function OutcomeCard({ outcome }: { outcome: LiquidityOutcome }) {
  return (
    <div
      className="space-y-2 rounded-xl border border-success/40 bg-success/5 p-3"
      data-testid="liquidity-outcome"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-success">
        <CheckCircle2 className="size-4" aria-hidden />
        {outcome.headline}
      </p>
      <dl className="divide-y divide-border/40">
        <Field label="Position">{shortAddress(outcome.positionId, 6, 4)}</Field>
        <Field label="Pool Address">
          <span className="font-mono" title={outcome.poolAddress}>
            {shortAddress(outcome.poolAddress)}
          </span>
          <CopyButton value={outcome.poolAddress} label="Pool address" />
        </Field>
        <Field label="LP Tokens">{outcome.liquidityAmount}</Field>
        <Field label="Pool Share">{formatPercent(outcome.sharePercentage, 4)}</Field>
        <Field label="Current Value">{usd(outcome.currentValue)}</Field>
        <Field label="Initial Value">{usd(outcome.initialValue)}</Field>
        <Field label="Estimated APR">{formatApr(outcome.estimatedAPR)}</Field>
        {outcome.txHash && (
          <Field label="Transaction">
            <span className="font-mono" title={outcome.txHash}>
              {shortAddress(outcome.txHash, 6, 6)}
            </span>
            <CopyButton value={outcome.txHash} label="Transaction hash" />
          </Field>
        )}
      </dl>
    </div>
  );
}
