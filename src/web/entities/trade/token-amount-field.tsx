import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatAmountInput, formatTokenAmount, formatUi } from '@web/lib/format';
import { cn } from '@web/lib/utils';

interface TokenAmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** The token chooser (or a fixed token) shown beside the amount. */
  token: ReactNode;
  symbol?: string;
  /** The wallet's balance of the selected token, a decimal string; null when unknown. */
  balance?: string | null;
  /** Fills the field with the whole balance; omit to hide the Max helper. */
  onMax?: () => void;
  readOnly?: boolean;
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/** "You Pay"-style panel: label and balance, amount, token, a Max helper and the field's message. */
export function TokenAmountField(props: TokenAmountFieldProps) {
  const { id, label, value, onChange, token, symbol, balance, onMax, readOnly, error, hint, disabled } =
    props;
  const messageId = `${id}-message`;
  return (
    <div
      className={cn(
        'space-y-2 rounded-xl border bg-background/40 p-3 sm:p-4',
        error ? 'border-destructive/60' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <Label htmlFor={id} className="text-xs text-muted-foreground">
          {label}
        </Label>
        {balance !== undefined && (
          <span
            className="flex min-w-0 items-center gap-1.5 text-muted-foreground"
            data-testid={`${id}-balance`}
          >
            <Wallet className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate tabular-nums">
              {balance === null ? '—' : `${formatUi(balance, 6)}${symbol ? ` ${symbol}` : ''}`}
            </span>
            {onMax && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-6 px-1.5 text-xs text-primary"
                onClick={onMax}
                disabled={disabled || !balance || Number(balance) <= 0}
              >
                Max
              </Button>
            )}
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={props.placeholder ?? '0.0'}
          value={readOnly && value ? formatTokenAmount(value) : value}
          readOnly={readOnly}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error || hint ? messageId : undefined}
          onChange={(e) => onChange?.(formatAmountInput(e.target.value))}
          className={cn(
            'h-11 flex-1 border-0 bg-transparent px-0 text-xl font-semibold tabular-nums shadow-none focus-visible:ring-0 sm:text-2xl',
            readOnly && 'text-foreground/90',
          )}
        />
        {token}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
