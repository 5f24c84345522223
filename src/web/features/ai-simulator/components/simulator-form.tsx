import { Loader2, Play } from 'lucide-react';
import { useState } from 'react';
import { MARKET_CONDITIONS, SIM_DURATIONS, SIM_STRATEGIES } from '@shared/math/launch-sim-model';
import {
  CONDITION_LABELS,
  DURATION_LABELS,
  ITERATION_PRESETS,
  STRATEGY_LABELS,
  type SimulatorRequestInput,
} from '@shared/schemas/ai-simulator';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatInteger } from '@web/lib/format';
import {
  checkSimulator,
  SIMULATOR_DEFAULTS,
  withThousands,
  type SimulatorFormValues,
} from '../lib/form-values';

type TextField = 'tokenName' | 'initialSupply' | 'launchPrice' | 'liquidityAmount' | 'marketingBudget';
const TEXT_FIELDS: Array<{ field: TextField; label: string; placeholder: string }> = [
  { field: 'tokenName', label: 'Token Name', placeholder: 'e.g. Nova' },
  { field: 'initialSupply', label: 'Initial Supply', placeholder: '1,000,000,000' },
  { field: 'launchPrice', label: 'Launch Price (SOL)', placeholder: '0.0001' },
  { field: 'liquidityAmount', label: 'Liquidity (SOL)', placeholder: '50' },
  { field: 'marketingBudget', label: 'Marketing Budget (SOL)', placeholder: '10' },
];

function Pick<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  disabled: boolean;
  onChange: (v: T) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} disabled={props.disabled} onValueChange={(v) => props.onChange(v as T)}>
        <SelectTrigger id={props.id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((o) => (
            <SelectItem key={o} value={o}>
              {props.labels[o]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The spec's inputs; everything is disabled while a run is going. */
export function SimulatorForm({
  running,
  onRun,
}: {
  running: boolean;
  onRun: (b: SimulatorRequestInput) => void;
}) {
  const [v, setV] = useState<SimulatorFormValues>(SIMULATOR_DEFAULTS);
  const [submitted, setSubmitted] = useState(false);
  const { errors, body } = checkSimulator(v);
  const patch = (p: Partial<SimulatorFormValues>) => setV((old) => ({ ...old, ...p }));
  return (
    <form
      noValidate
      aria-label="Launch simulation"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (body) onRun(body);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, label, placeholder }) => (
          <div key={field} className="space-y-2">
            <Label htmlFor={`sim-${field}`}>{label}</Label>
            <Input
              id={`sim-${field}`}
              placeholder={placeholder}
              disabled={running}
              inputMode={field === 'tokenName' ? 'text' : 'decimal'}
              value={v[field]}
              aria-invalid={submitted && Boolean(errors[field])}
              onChange={(e) =>
                patch({ [field]: field === 'initialSupply' ? withThousands(e.target.value) : e.target.value })
              }
            />
            {submitted && errors[field] ? <p className="text-xs text-destructive">{errors[field]}</p> : null}
          </div>
        ))}
        <Pick
          id="sim-strategy"
          label="Launch Strategy"
          value={v.launchStrategy}
          options={SIM_STRATEGIES}
          labels={STRATEGY_LABELS}
          disabled={running}
          onChange={(launchStrategy) => patch({ launchStrategy })}
        />
        <Pick
          id="sim-conditions"
          label="Market Conditions"
          value={v.marketConditions}
          options={MARKET_CONDITIONS}
          labels={CONDITION_LABELS}
          disabled={running}
          onChange={(marketConditions) => patch({ marketConditions })}
        />
        <Pick
          id="sim-duration"
          label="Simulation Duration"
          value={v.simulationDuration}
          options={SIM_DURATIONS}
          labels={DURATION_LABELS}
          disabled={running}
          onChange={(simulationDuration) => patch({ simulationDuration })}
        />
        <Pick
          id="sim-iterations"
          label="Iterations"
          value={String(v.iterations)}
          options={ITERATION_PRESETS.map((p) => String(p.value))}
          labels={Object.fromEntries(
            ITERATION_PRESETS.map((p) => [
              String(p.value),
              `${formatInteger(p.value)} (${p.label})`,
            ]),
          )}
          disabled={running}
          onChange={(it) => patch({ iterations: Number(it) })}
        />
      </div>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={running}>
        {running ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
        {running ? 'Simulating…' : 'Run Simulation'}
      </Button>
    </form>
  );
}
