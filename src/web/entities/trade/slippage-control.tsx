import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Slider } from '@web/components/ui/slider';
import { cn } from '@web/lib/utils';

interface SlippageControlProps {
  id: string;
  /** Percent. */
  value: number;
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

/** Slippage tolerance: presets, a slider in 0.1 steps and a typed field (spec §5 Swap forms). */
export function SlippageControl(props: SlippageControlProps) {
  const { id, value, onChange, presets, sliderMax, fieldMax, min = 0.1, disabled, error } = props;
  const [text, setText] = useState(String(value));
  useEffect(() => setText((t) => (Number(t) === value ? t : String(value))), [value]);

  const commit = (raw: string) => {
    setText(raw);
    const parsed = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(parsed) && parsed >= min && parsed <= fieldMax) onChange(parsed);
  };
  const typed = Number(text);
  const fieldInvalid = text.trim() === '' || !Number.isFinite(typed) || typed < min || typed > fieldMax;

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
          value={[Math.min(value, sliderMax)]}
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
