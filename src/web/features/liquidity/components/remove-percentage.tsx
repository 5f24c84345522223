import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Slider } from '@web/components/ui/slider';
import { formatShare } from '@web/lib/format';
import type { LiquidityForm } from '../hooks/use-liquidity-form';

const QUICK = [25, 50, 75, 100] as const;

/** Share of the wallet's LP tokens in this pool to burn (1–100%). */
export function RemovePercentage({ form, disabled }: { form: LiquidityForm; disabled: boolean }) {
  const value = form.values.percentage;
  return (
    <div className="space-y-3 rounded-xl border border-border bg-background/40 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="liquidity-percentage">Amount to Remove</Label>
        <span className="text-lg font-bold tabular-nums" id="liquidity-percentage-value">
          {value}%
        </span>
      </div>
      <Slider
        id="liquidity-percentage"
        aria-label="Percentage to remove"
        min={1}
        max={100}
        step={1}
        value={[value]}
        disabled={disabled}
        onValueChange={([v]) => v !== undefined && form.setPercentage(v)}
      />
      <div className="flex gap-1">
        {QUICK.map((q) => (
          <Button
            key={q}
            type="button"
            size="sm"
            variant={value === q ? 'default' : 'outline'}
            className="h-7 flex-1 text-xs"
            aria-pressed={value === q}
            disabled={disabled}
            onClick={() => form.setPercentage(q)}
          >
            {q}%
          </Button>
        ))}
      </div>
      {form.position && (
        <p className="text-xs text-muted-foreground">
          Your position: {form.position.uiLpAmount} LP ({formatShare(form.position.sharePercentage)} of the
          pool)
        </p>
      )}
    </div>
  );
}
