import { GAS_MULTIPLIER_CHOICES } from '@shared/schemas/multisend';
import { withThousands } from '@shared/solana/amounts';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatAmountInput } from '@web/lib/format';
import type { BatchFormValues } from '../lib/batch-form';
import { PRIORITY_OPTIONS, SEND_TYPE_OPTIONS, type BatchKindConfig } from '../lib/kinds';
import { Segmented } from './segmented';

interface SendOptionsProps {
  config: BatchKindConfig;
  values: BatchFormValues;
  symbol: string;
  /** Sum of the custom amounts: the total when the send type is custom. */
  customSum: string;
  amountError?: string;
  disabled?: boolean;
  update: <K extends keyof BatchFormValues>(key: K, value: BatchFormValues[K]) => void;
}

const SEND_TYPE_HINTS = {
  equal: 'The total is split equally between all recipients.',
  custom: 'Each recipient gets its own amount; the total is their sum.',
  percentage: 'Each recipient gets a percentage of the total; percentages must add up to 100.',
} as const;

/** Send type, total amount, gas speed (distributions only) and priority. */
export function SendOptions({
  config,
  values,
  symbol,
  customSum,
  amountError,
  disabled,
  update,
}: SendOptionsProps) {
  const custom = values.sendType === 'custom';
  const amountId = `${config.kind}-total-amount`;
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label id={`${config.kind}-send-type`}>Send Type</Label>
        <Segmented
          label="Send Type"
          value={values.sendType}
          options={SEND_TYPE_OPTIONS}
          disabled={disabled}
          onChange={(v) => update('sendType', v)}
        />
        <p className="text-xs text-muted-foreground">{SEND_TYPE_HINTS[values.sendType]}</p>
      </div>
      <div className="space-y-2">
        <Label htmlFor={amountId}>Total Amount{symbol ? ` (${symbol})` : ''}</Label>
        <Input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          disabled={disabled}
          readOnly={custom}
          value={custom ? withThousands(customSum) : values.totalAmount}
          aria-invalid={Boolean(amountError)}
          aria-describedby={`${amountId}-message`}
          onChange={(e) => update('totalAmount', formatAmountInput(e.target.value))}
          className={custom ? 'bg-muted/40' : undefined}
        />
        {amountError ? (
          <p id={`${amountId}-message`} role="alert" className="text-xs font-medium text-destructive">
            {amountError}
          </p>
        ) : (
          custom && (
            <p id={`${amountId}-message`} className="text-xs text-muted-foreground">
              Sum of the custom amounts.
            </p>
          )
        )}
      </div>
      <div className="grid gap-4">
        {config.hasGasSelector && (
          <div className="space-y-2">
            <Label>Gas Speed</Label>
            <Segmented
              label="Gas Speed"
              value={values.gasMultiplier}
              options={GAS_MULTIPLIER_CHOICES}
              disabled={disabled}
              onChange={(v) => update('gasMultiplier', v)}
            />
          </div>
        )}
        <div className="space-y-2">
          <Label>Priority</Label>
          <Segmented
            label="Priority"
            value={values.priority}
            options={PRIORITY_OPTIONS}
            disabled={disabled}
            onChange={(v) => update('priority', v)}
          />
        </div>
      </div>
    </div>
  );
}
