import { Label } from '@web/components/ui/label';
import { Slider } from '@web/components/ui/slider';

interface LabeledSliderProps {
  id: string;
  label: string;
  value: number;
  max: number;
  step: number;
  unit: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

export function LabeledSlider({ id, label, value, max, step, unit, disabled, onChange }: LabeledSliderProps) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <Label htmlFor={id}>{label}</Label>
        <span className="font-mono tabular-nums" data-testid={`${id}-value`}>
          {value}
          {unit}
        </span>
      </div>
      <Slider
        id={id}
        aria-label={label}
        value={[value]}
        min={0}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([v]) => onChange(v ?? 0)}
      />
    </div>
  );
}
