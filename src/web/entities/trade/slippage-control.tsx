import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Slider } from '@web/components/ui/slider';
import { cn } from '@web/lib/utils';

interface SlippageControlProps {
  id: string;
  /** Percent; NaN while the field is empty or not a number. */
  value: number;
  /**
   * Every typed value, out of range ones included (NaN for an empty or unreadable field): the form's
   * schema refuses them, so the message shown here also blocks the action instead of the form quietly
   * keeping the last valid value.
   */
  onChange: (value: number) => void;
  presets: readonly number[];
  /** Slider range (swap screens: 0.1–5). */
  sliderMax: number;
  /** Typed value range (swaps 0.1–50, liquidity 0.1–10). */
  fieldMax: number;
  min?: number;
  disabled?: boolean;
  error?: string;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
/** The field's text as a number: NaN when empty or unreadable. */
export const slippageOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** A slippage percent a form may use (same bounds as the control's message). */
export const isSlippageInRange = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;

/** Slippage tolerance: presets, a slider in 0.1 steps and a typed field (spec §5 Swap forms). */
export function SlippageControl(props: SlippageControlProps) {
  const { id, value, onChange, presets, sliderMax, fieldMax, min = 0.1, disabled, error } = props;
  const [text, setText] = useState(Number.isNaN(value) ? '' : String(value));
  useEffect(() => setText((t) => (Object.is(slippageOf(t), value) ? t : String(value))), [value]);

  const commit = (raw: string) => {
    setText(raw);
    onChange(slippageOf(raw));
  };
  const fieldInvalid = !isSlippageInRange(slippageOf(text), min, fieldMax);

  return (
    <div className="space-y-3" data-testid={`${id}-control`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>Slippage Tolerance</Label>
        <div className="flex gap-1" role="group" aria-label="Slippage presets">
          {presets.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={value === preset ? 'default' : 'outline'}
              className={cn('h-7 px-2.5 text-xs')}
              aria-pressed={value === preset}
              disabled={disabled}
              onClick={() => commit(String(preset))}
            >
              {preset}%
            </Button>
          ))}
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Slider
          aria-label="Slippage slider"
          min={min}
          max={sliderMax}
          step={0.1}
          value={[Number.isFinite(value) ? Math.min(Math.max(value, min), sliderMax) : min]}
          disabled={disabled}
          onValueChange={([v]) => v !== undefined && commit(String(round1(v)))}
        />
        <div className="relative w-24 shrink-0">
          <Input
            id={id}
            inputMode="decimal"
            value={text}
            disabled={disabled}
            aria-invalid={fieldInvalid || Boolean(error)}
            onChange={(e) => commit(e.target.value.replace(/[^\d.]/g, ''))}
            className="pr-7 text-right tabular-nums"
          />
          <span className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-muted-foreground">
            %
          </span>
        </div>
      </div>
      {(fieldInvalid || error) && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error ?? `Slippage must be between ${min}% and ${fieldMax}%`}
        </p>
      )}
    </div>
  );
}
