import { Rocket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CURVE_KINDS, type CurveKind } from '@shared/math/bonding-curve';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { OperationStatus } from '@web/entities/operations';
import { formatNumber, formatSol, formatTokenAmount } from '@web/lib/format';
import { useLaunchpad } from '../hooks/use-launchpad';
import {
  firstBuyPreview,
  LAUNCH_FORM_DEFAULTS,
  launchFormErrors,
  toTokenData,
  type LaunchFormValues,
} from '../lib/launch-form';
import { CurvePreview } from './curve-preview';
import { RehearsalPanel } from './rehearsal-panel';

const CURVE_LABELS: Record<CurveKind, string> = {
  standard: 'Standard (pump.fun constant product)',
  exponential: 'Exponential',
  logarithmic: 'Logarithmic',
};

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p className="text-sm text-destructive" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Spec §2.9 Create Token: the launch form with a live preview of the curve and of the first buy. */
export function LaunchForm({ onLaunched }: { onLaunched: (mint: string) => void }) {
  const { launch, launchRunner } = useLaunchpad();
  const [values, setValues] = useState<LaunchFormValues>(LAUNCH_FORM_DEFAULTS);
  const [tried, setTried] = useState(false);
  const errors = tried ? launchFormErrors(values) : {};
  const preview = firstBuyPreview(values.bondingCurve, values.initialLiquidity.replace(/,/g, ''));
  const set = (key: keyof LaunchFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const input = (key: keyof LaunchFormValues, label: string, placeholder: string) => (
    <Field id={`launch-${key}`} label={label} error={errors[key]}>
      <Input
        id={`launch-${key}`}
        value={values[key]}
        onChange={set(key)}
        placeholder={placeholder}
        aria-invalid={Boolean(errors[key])}
      />
    </Field>
  );

  function submit() {
    setTried(true);
    if (Object.keys(launchFormErrors(values)).length > 0) return;
    void launch(toTokenData(values), (mint) => {
      if (!mint) return;
      setValues(LAUNCH_FORM_DEFAULTS);
      setTried(false);
      onLaunched(mint);
    });
  }

  return (
    <form
      className="grid gap-6 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className="space-y-4">
        {input('tokenName', 'Token Name', 'e.g. Rocket Dog')}
        {input('tokenSymbol', 'Token Symbol', 'e.g. RDOG')}
        <Field id="launch-description" label="Description" error={errors.description}>
          <Textarea
            id="launch-description"
            value={values.description}
            onChange={set('description')}
            placeholder="What is this token about? (at least 10 characters)"
            rows={3}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          {input('twitter', 'Twitter', 'https://x.com/…')}
          {input('telegram', 'Telegram', 'https://t.me/…')}
          {input('website', 'Website', 'https://…')}
        </div>
        {input('imageUrl', 'Image URL (optional)', 'https://…/logo.png')}
      </div>
      <div className="space-y-4">
        <Field id="launch-curve" label="Bonding Curve" error={errors.bondingCurve}>
          <Select
            value={values.bondingCurve}
            onValueChange={(v) => setValues((s) => ({ ...s, bondingCurve: v as CurveKind }))}
          >
            <SelectTrigger id="launch-curve">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CURVE_KINDS.map((k) => (
                <SelectItem key={k} value={k}>
                  {CURVE_LABELS[k]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <CurvePreview kind={values.bondingCurve} marker={preview?.soldFraction ?? null} />
        {input('initialLiquidity', 'Initial Liquidity (SOL, your first buy)', 'e.g. 0.5')}
        <p className="text-sm text-muted-foreground" data-testid="first-buy-preview">
          {preview
            ? `Your first buy gets ${formatTokenAmount(preview.tokens)} tokens (${formatNumber(preview.percentOfSupply, 4)}% of the supply) for ${formatSol(preview.paidSol)} including the 1% fee, plus the 0.1 SOL launch fee.`
            : 'Launch fee 0.1 SOL. The platform takes 1% of every curve trade.'}
        </p>
        <Button type="submit" className="w-full" disabled={launchRunner.isPending}>
          <Rocket aria-hidden />
          Launch Token
        </Button>
        <OperationStatus state={launchRunner.state} onRetry={launchRunner.retry} />
        <RehearsalPanel
          tokenData={toTokenData(values)}
          disabled={Object.keys(launchFormErrors(values)).length > 0}
        />
      </div>
    </form>
  );
}
