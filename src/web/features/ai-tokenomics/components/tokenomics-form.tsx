import { Calculator, Loader2 } from 'lucide-react';
import { useState } from 'react';
import {
  ALLOCATION_SLIDER_MAX,
  allocationTotal,
  CATEGORY_LABELS,
  LAUNCH_STRATEGIES,
  LAUNCH_STRATEGY_LABELS,
  TOKENOMICS_CATEGORIES,
  tokenomicsMessages,
  VESTING_SLIDER_MAX,
  VESTING_STEP,
  type LaunchStrategy,
  type TokenomicsRequestInput,
} from '@shared/schemas/ai-tokenomics';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import {
  checkTokenomics,
  formatSupply,
  TOKENOMICS_DEFAULTS,
  type TokenomicsFormValues,
} from '../lib/form-values';
import { LabeledSlider } from './labeled-slider';

interface TokenomicsFormProps {
  pending: boolean;
  onGenerate: (body: TokenomicsRequestInput) => void;
}

/** Name, supply, five allocation sliders that must total exactly 100 %, vesting, launch strategy. */
export function TokenomicsForm({ pending, onGenerate }: TokenomicsFormProps) {
  const [values, setValues] = useState<TokenomicsFormValues>(TOKENOMICS_DEFAULTS);
  const [submitted, setSubmitted] = useState(false);
  const total = allocationTotal(values.allocation);
  const { errors, body } = checkTokenomics(values);
  const patch = (p: Partial<TokenomicsFormValues>) => setValues((v) => ({ ...v, ...p }));

  function onSubmit() {
    setSubmitted(true);
    if (errors.allocation) {
      toast({
        title: tokenomicsMessages.invalidAllocationTitle,
        description: errors.allocation,
        variant: 'destructive',
      });
    }
    if (body) onGenerate(body);
  }

  return (
    <form
      noValidate
      aria-label="Tokenomics"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="tokenomics-name">Token Name</Label>
          <Input
            id="tokenomics-name"
            placeholder="e.g. Orbit"
            value={values.name}
            aria-invalid={submitted && Boolean(errors.name)}
            onChange={(e) => patch({ name: e.target.value })}
          />
          {submitted && errors.name ? <p className="text-xs text-destructive">{errors.name}</p> : null}
        </div>
        <div className="space-y-2">
          <Label htmlFor="tokenomics-supply">Total Supply</Label>
          <Input
            id="tokenomics-supply"
            inputMode="numeric"
            value={values.totalSupply}
            aria-invalid={submitted && Boolean(errors.totalSupply)}
            onChange={(e) => patch({ totalSupply: formatSupply(e.target.value) })}
          />
          {submitted && errors.totalSupply ? (
            <p className="text-xs text-destructive">{errors.totalSupply}</p>
          ) : null}
        </div>
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium">
          Allocation
          <span
            data-testid="allocation-total"
            className={total === 100 ? 'text-success' : 'text-destructive'}
          >
            Total: {total}%
          </span>
        </legend>
        {TOKENOMICS_CATEGORIES.map((c) => (
          <LabeledSlider
            key={c}
            id={`allocation-${c}`}
            label={CATEGORY_LABELS[c]}
            value={values.allocation[c]}
            max={ALLOCATION_SLIDER_MAX[c]}
            step={1}
            unit="%"
            onChange={(v) => patch({ allocation: { ...values.allocation, [c]: v } })}
          />
        ))}
        {errors.allocation ? (
          <p role="alert" className="text-xs text-destructive" data-testid="allocation-error">
            {errors.allocation}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Vesting</legend>
        <LabeledSlider
          id="vesting-team"
          label="Team Vesting"
          value={values.vesting.team}
          max={VESTING_SLIDER_MAX.team}
          step={VESTING_STEP}
          unit=" months"
          onChange={(team) => patch({ vesting: { ...values.vesting, team } })}
        />
        <LabeledSlider
          id="vesting-advisors"
          label="Advisor Vesting"
          value={values.vesting.advisors}
          max={VESTING_SLIDER_MAX.advisors}
          step={VESTING_STEP}
          unit=" months"
          onChange={(advisors) => patch({ vesting: { ...values.vesting, advisors } })}
        />
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor="tokenomics-strategy">Launch Strategy</Label>
        <Select
          value={values.launchStrategy}
          onValueChange={(v) => patch({ launchStrategy: v as LaunchStrategy })}
        >
          <SelectTrigger id="tokenomics-strategy">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LAUNCH_STRATEGIES.map((s) => (
              <SelectItem key={s} value={s}>
                {LAUNCH_STRATEGY_LABELS[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        type="submit"
        variant="gradient"
        size="lg"
        className="w-full"
        disabled={pending || total !== 100}
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Calculator aria-hidden />}
        {pending ? 'Generating…' : 'Generate Tokenomics'}
      </Button>
    </form>
  );
}
