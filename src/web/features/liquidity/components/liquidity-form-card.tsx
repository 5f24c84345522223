import { Droplets, Loader2, Minus, Plus, Sparkles } from 'lucide-react';
import type { TokenRef } from '@shared/schemas/dex';
import { LIQUIDITY_SLIPPAGE_CHOICES } from '@shared/schemas/liquidity';
import { isSlippageInRange, SlippageControl } from '@web/entities/trade/slippage-control';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { OperationStatus, PHASE_LABELS } from '@web/entities/operations';
import { cn } from '@web/lib/utils';
import type { LiquidityForm, PoolType } from '../hooks/use-liquidity-form';
import { LiquidityOptions } from './liquidity-options';
import { LiquiditySide } from './liquidity-amounts';
import { OutcomeCard } from './outcome-card';
import { PoolHint } from './pool-hint';
import { RemovePercentage } from './remove-percentage';

interface Action {
  type: PoolType;
  label: string;
  submit: string;
  icon: typeof Plus;
}

const ADD: Action = { type: 'add', label: 'Add', submit: 'Add Liquidity', icon: Plus };
const ACTIONS: readonly Action[] = [
  ADD,
  { type: 'remove', label: 'Remove', submit: 'Remove Liquidity', icon: Minus },
  { type: 'create', label: 'Create', submit: 'Create Pool', icon: Sparkles },
];

interface LiquidityFormCardProps {
  form: LiquidityForm;
  tokens: readonly TokenRef[];
  owner: string | null;
}

/** Create a pool, add to one, or remove from a position; one signed transaction each. */
export function LiquidityFormCard({ form, tokens, owner }: LiquidityFormCardProps) {
  const pending = form.runner.isPending;
  const type = form.values.poolType;
  const action = ACTIONS.find((a) => a.type === type) ?? ADD;
  return (
    <Card data-testid="liquidity-form">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Droplets className="size-5 text-primary" aria-hidden />
          Manage Liquidity
        </CardTitle>
        <CardDescription>Deposit both tokens of a pair and earn its trading fees.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          aria-label="Manage liquidity"
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          <div
            className="grid grid-cols-3 gap-1 rounded-xl border border-border bg-background/40 p-1"
            role="group"
            aria-label="Operation"
          >
            {ACTIONS.map(({ type: value, label, icon: Icon }) => (
              <button
                key={value}
                type="button"
                aria-pressed={type === value}
                disabled={pending}
                onClick={() => form.setPoolType(value)}
                className={cn(
                  'flex h-9 items-center justify-center gap-1.5 rounded-lg text-sm font-medium transition-colors',
                  type === value
                    ? 'bg-primary/20 text-foreground'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </button>
            ))}
          </div>
          <LiquiditySide side="A" form={form} tokens={tokens} owner={owner} disabled={pending} />
          <LiquiditySide side="B" form={form} tokens={tokens} owner={owner} disabled={pending} />
          <PoolHint form={form} />
          {type === 'remove' && <RemovePercentage form={form} disabled={pending} />}
          <LiquidityOptions form={form} disabled={pending} />
          <SlippageControl
            id="liquidity-slippage"
            value={form.values.slippage}
            onChange={form.setSlippage}
            presets={LIQUIDITY_SLIPPAGE_CHOICES}
            sliderMax={10}
            fieldMax={10}
            disabled={pending}
            error={form.errors.slippage}
          />
          <Button
            type="submit"
            variant="gradient"
            size="lg"
            className="w-full"
            disabled={pending || !owner || !isSlippageInRange(form.values.slippage, 0.1, 10)}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <action.icon aria-hidden />}
            {pending ? PHASE_LABELS[form.runner.state.phase] : action.submit}
          </Button>
          <OperationStatus state={form.runner.state} onRetry={() => void form.runner.retry()} />
          {form.outcome && <OutcomeCard outcome={form.outcome} />}
        </form>
      </CardContent>
    </Card>
  );
}
