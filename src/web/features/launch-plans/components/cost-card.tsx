import { AlertTriangle, Coins, Loader2 } from 'lucide-react';
import type { PlanCost, StepCost } from '@shared/schemas/launch-plan-cost';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatBase, formatLamports, formatUi } from '@web/lib/format';

/** One figure, or its bounds when the step is only priced within them before it is planned. */
function Sol({ min, max }: { min: string; max: string }) {
  if (min === max) return <>{formatLamports(min)}</>;
  return (
    <>
      {formatLamports(min).replace(' SOL', '')} – {formatLamports(max)}
    </>
  );
}

function StepRow({ step, index }: { step: StepCost; index: number }) {
  return (
    <li className="min-w-0 space-y-1 py-2" data-testid={`cost-step-${index}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="min-w-0 break-words text-sm font-medium">
          {index + 1}. {step.id} <span className="text-xs text-muted-foreground">{step.kind}</span>
        </span>
        <span className="font-mono text-sm tabular-nums">
          {step.parts.length > 0 ? <Sol min={step.min} max={step.max} /> : 'not counted'}
        </span>
      </div>
      {step.parts.length > 0 ? (
        <p className="break-words text-xs text-muted-foreground">
          {step.parts
            .map(
              (p) => `${p.label} ${p.min === p.max ? formatLamports(p.min) : `≤ ${formatLamports(p.max)}`}`,
            )
            .join(' · ')}
        </p>
      ) : null}
      {step.tokens.map((t) => (
        <p key={t.token} className="text-xs">
          Takes {formatUi(t.amount)} {t.token}
        </p>
      ))}
      {step.notes.map((n) => (
        <p key={n} className="break-words text-xs text-muted-foreground italic">
          {n}
        </p>
      ))}
    </li>
  );
}

/** The whole plan's cost to the wallet before it starts, and whether the wallet can pay it. */
export function CostCard({
  cost,
  loading,
  error,
}: {
  cost: PlanCost | undefined;
  loading: boolean;
  error: string | null;
}) {
  return (
    <Card data-testid="plan-cost">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15">
            <Coins className="size-5 text-primary" aria-hidden />
          </span>
          <div className="min-w-0 space-y-1">
            <CardTitle>Cost</CardTitle>
            <CardDescription>
              What the plan takes from your wallet, each step priced as its own screen plans it.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {error ? <p className="break-words text-sm text-destructive">{error}</p> : null}
        {!cost && loading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Pricing every step…
          </p>
        ) : null}
        {!cost && !loading && !error ? (
          <p className="text-sm text-muted-foreground">Fix the plan's issues to see what it costs.</p>
        ) : null}
        {cost ? (
          <>
            <ol className="divide-y divide-border/60">
              {cost.steps.map((s, i) => (
                <StepRow key={s.id} step={s} index={i} />
              ))}
            </ol>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-border pt-3">
              <span className="text-sm font-semibold">
                Total{cost.steps.some((s) => s.parts.length === 0) ? ' of the steps counted' : ''}
              </span>
              <span className="font-mono text-sm font-semibold tabular-nums" data-testid="plan-cost-total">
                <Sol min={cost.minLamports} max={cost.maxLamports} />
              </span>
            </div>
            <p className="text-sm" data-testid="plan-cost-balance">
              Your wallet holds {formatLamports(cost.balanceLamports)}
              {cost.solx ? ` and ${formatBase(cost.solx.held, cost.solx.decimals)} SOLX` : ''}.
            </p>
            {cost.shortfalls.length > 0 ? (
              <Alert variant="destructive" data-testid="plan-cost-shortfall">
                <AlertTriangle aria-hidden />
                <AlertDescription>
                  {cost.shortfalls.map((s) => (
                    <span key={s} className="block break-words">
                      {s}.
                    </span>
                  ))}
                </AlertDescription>
              </Alert>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
