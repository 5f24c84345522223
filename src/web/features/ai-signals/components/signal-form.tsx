import { Loader2, Radio, Sparkles } from 'lucide-react';
import { useState } from 'react';
import {
  ANALYSIS_TYPES,
  INDICATOR_GROUPS,
  INDICATOR_LABELS,
  SENSITIVITIES,
  SIGNAL_TIMEFRAMES,
  type SignalRequestInput,
} from '@shared/schemas/ai-signals';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { checkSignal, SIGNAL_DEFAULTS, toggle, type SignalFormValues } from '../lib/form-values';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface SignalFormProps {
  pending: boolean;
  streaming: boolean;
  onGenerate: (body: SignalRequestInput) => void;
  onToggleStream: (token: string) => void;
}

function Choice<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (v: T) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={(v) => props.onChange(v as T)}>
        <SelectTrigger id={props.id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((o) => (
            <SelectItem key={o} value={o}>
              {cap(o)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Token, analysis type, timeframe, sensitivity and the indicators by category. */
export function SignalForm({ pending, streaming, onGenerate, onToggleStream }: SignalFormProps) {
  const [values, setValues] = useState<SignalFormValues>(SIGNAL_DEFAULTS);
  const [submitted, setSubmitted] = useState(false);
  const { errors, body } = checkSignal(values);
  const patch = (p: Partial<SignalFormValues>) => setValues((v) => ({ ...v, ...p }));
  return (
    <form
      noValidate
      aria-label="Signal"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (body) onGenerate(body);
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="signal-token">Token Address</Label>
        <Input
          id="signal-token"
          placeholder="Mint address of a token traded here"
          value={values.tokenAddress}
          aria-invalid={submitted && Boolean(errors.tokenAddress)}
          onChange={(e) => patch({ tokenAddress: e.target.value })}
        />
        {submitted && errors.tokenAddress ? (
          <p className="text-xs text-destructive">{errors.tokenAddress}</p>
        ) : null}
      </div>
      <Choice
        id="signal-analysis"
        label="Analysis Type"
        value={values.analysisType}
        options={ANALYSIS_TYPES}
        onChange={(analysisType) => patch({ analysisType })}
      />
      <div className="grid grid-cols-2 gap-4">
        <Choice
          id="signal-timeframe"
          label="Timeframe"
          value={values.timeframe}
          options={SIGNAL_TIMEFRAMES}
          onChange={(timeframe) => patch({ timeframe })}
        />
        <Choice
          id="signal-sensitivity"
          label="Sensitivity"
          value={values.sensitivity}
          options={SENSITIVITIES}
          onChange={(sensitivity) => patch({ sensitivity })}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium">Indicators</legend>
        {Object.entries(INDICATOR_GROUPS).map(([group, list]) => (
          <div key={group} className="space-y-1.5">
            <p className="text-xs uppercase tracking-wide text-muted-foreground">{group}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {list.map((i) => (
                <label key={i} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={values.indicators.includes(i)}
                    onCheckedChange={() => patch({ indicators: toggle(values.indicators, i) })}
                  />
                  {INDICATOR_LABELS[i]}
                </label>
              ))}
            </div>
          </div>
        ))}
        {errors.indicators ? (
          <p role="alert" className="text-xs text-destructive">
            {errors.indicators}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="gradient" className="flex-1" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {pending ? 'Generating…' : 'Generate Signal'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!streaming && values.tokenAddress.trim() === ''}
          onClick={() => onToggleStream(values.tokenAddress.trim())}
        >
          <Radio aria-hidden />
          {streaming ? 'Stop Stream' : 'Start Stream'}
        </Button>
      </div>
    </form>
  );
}
