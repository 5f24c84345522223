import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { CURVE_DECIMALS } from '@shared/math/bonding-curve';
import type { RehearsalTimelineStep } from '@shared/schemas/launch-rehearsal';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { txExplorerUrl } from '@web/lib/explorer';
import { formatBase, formatLamports, formatPriceInSol, shortAddress } from '@web/lib/format';

const ICONS = {
  pending: <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden />,
  confirmed: <CheckCircle2 className="size-4 shrink-0 text-emerald-400" aria-hidden />,
  failed: <XCircle className="size-4 shrink-0 text-destructive" aria-hidden />,
} as const;

const ACTION_LABELS = { launch: 'Launch + first buy', buy: 'Buy', sell: 'Sell' } as const;

function StepRow({ step, index }: { step: RehearsalTimelineStep; index: number }) {
  const chain = useChainStatus().data;
  const href = step.signature ? txExplorerUrl(chain, step.signature) : null;
  const tokens = formatBase(step.tokens, CURVE_DECIMALS, 2);
  return (
    <li
      className="min-w-0 space-y-1 border-b border-border/60 py-2 last:border-0"
      data-testid="rehearsal-step"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {ICONS[step.status]}
        <span className="font-medium">
          {index + 1}. {ACTION_LABELS[step.action]}
        </span>
        <span className="font-mono text-xs text-muted-foreground" title={step.wallet}>
          {step.action === 'launch' ? 'creator ' : 'wallet '}
          {shortAddress(step.wallet)}
        </span>
        <span className="sr-only">{step.status}</span>
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {tokens} tokens {step.action === 'sell' ? 'for' : 'with'} {formatLamports(step.lamports, 4)}
        {step.priceAfterSol === null ? null : <> · price after {formatPriceInSol(step.priceAfterSol)}</>}
      </p>
      {step.signature ? (
        <p className="text-xs text-muted-foreground">
          {href ? (
            <ExplorerLink href={href} label={`View transaction ${step.signature} on explorer`}>
              <span className="font-mono">{shortAddress(step.signature, 8, 8)}</span>
            </ExplorerLink>
          ) : (
            <span className="font-mono">{shortAddress(step.signature, 8, 8)}</span>
          )}
        </p>
      ) : null}
      {step.error ? <p className="break-words text-xs text-destructive">Failed: {step.error}</p> : null}
    </li>
  );
}

/** Each recorded step of a rehearsal as it lands: who traded, what, the curve's price after, the signature. */
export function RehearsalTimeline({ steps }: { steps: RehearsalTimelineStep[] }) {
  if (steps.length === 0) return null;
  return (
    <ol
      className="max-h-96 overflow-y-auto rounded-md border px-3"
      aria-label="Rehearsal steps"
      aria-live="polite"
      data-testid="rehearsal-timeline"
    >
      {steps.map((s, i) => (
        <StepRow key={s.operationId} step={s} index={i} />
      ))}
    </ol>
  );
}
