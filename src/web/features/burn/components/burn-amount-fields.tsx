import { BURN_TYPES, burnMessages, type BurnType } from '@shared/schemas/burn';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { withThousands } from '@shared/solana/amounts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Slider } from '@web/components/ui/slider';
import type { BurnFormValues } from '../lib/burn-amount';

const TYPE_LABELS: Record<BurnType, string> = { amount: 'Amount', percentage: 'Percentage', all: 'All' };

interface BurnAmountFieldsProps {
  values: BurnFormValues;
  token: VerifiedToken | null;
  disabled: boolean;
  onChange: (patch: Partial<BurnFormValues>) => void;
}

/** Burn type amount / percentage / all; a permanent burn always takes the whole balance. */
export function BurnAmountFields({ values, token, disabled, onChange }: BurnAmountFieldsProps) {
  const permanent = values.method === 'permanent';
  const type = permanent ? 'all' : values.burnType;
  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <Label id="burn-type-label">Burn Type</Label>
        <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-labelledby="burn-type-label">
          {BURN_TYPES.map((t) => (
            <Button
              key={t}
              role="radio"
              aria-checked={type === t}
              variant={type === t ? 'secondary' : 'ghost'}
              className={type === t ? 'border border-primary/50' : 'border border-border'}
              disabled={disabled || (permanent && t !== 'all')}
              onClick={() => onChange({ burnType: t })}
            >
              {TYPE_LABELS[t]}
            </Button>
          ))}
        </div>
        {permanent ? (
          <p className="text-xs text-muted-foreground">
            A permanent burn closes the account, so it burns everything.
          </p>
        ) : null}
      </div>
      {type === 'amount' ? (
        <div className="space-y-2">
          <Label htmlFor="burn-amount">Amount{token ? ` (${token.symbol})` : ''}</Label>
          <Input
            id="burn-amount"
            inputMode="decimal"
            placeholder="0"
            value={values.amount}
            disabled={disabled}
            onChange={(e) => onChange({ amount: e.target.value })}
          />
        </div>
      ) : null}
      {type === 'percentage' ? (
        <div className="space-y-2">
          <Label htmlFor="burn-percentage">Percentage of your balance</Label>
          <div className="flex items-center gap-3">
            <Slider
              aria-label="Percentage slider"
              min={0}
              max={100}
              step={1}
              value={[values.percentage]}
              disabled={disabled}
              onValueChange={([v]) => onChange({ percentage: v ?? 0 })}
              className="flex-1"
            />
            <Input
              id="burn-percentage"
              type="number"
              min={0}
              max={100}
              step="0.01"
              className="w-24"
              value={String(values.percentage)}
              disabled={disabled}
              onChange={(e) => onChange({ percentage: e.target.value === '' ? 0 : Number(e.target.value) })}
            />
          </div>
          {values.percentage < 0 || values.percentage > 100 ? (
            <p className="text-xs text-destructive">{burnMessages.percentageRange}</p>
          ) : null}
        </div>
      ) : null}
      {type === 'all' ? (
        <p className="rounded-lg border border-border bg-background/40 p-3 text-sm">
          Your whole balance{token ? `: ${withThousands(token.uiBalance)} ${token.symbol}` : ''}
        </p>
      ) : null}
    </div>
  );
}
