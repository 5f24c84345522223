import type { MergedRecipient } from '@shared/math/batch-parse';
import { percentagesSumTo100 } from '@shared/math/batch-split';
import { withThousands } from '@shared/solana/amounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { formatAmountInput, shortAddress } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import type { SendType } from '../lib/kinds';
import { customValueFor, type CustomValues } from '../lib/recipients';

interface CustomAmountsPanelProps {
  sendType: Exclude<SendType, 'equal'>;
  recipients: readonly MergedRecipient[];
  overrides: Readonly<Record<string, string>>;
  custom: CustomValues;
  symbol: string;
  disabled?: boolean;
  onChange: (address: string, value: string) => void;
}

/** One input per recipient: an amount (custom) or a percent (percentage), prefilled from the list. */
export function CustomAmountsPanel({
  sendType,
  recipients,
  overrides,
  custom,
  symbol,
  disabled,
  onChange,
}: CustomAmountsPanelProps) {
  const percent = sendType === 'percentage';
  const sumOk = percent ? percentagesSumTo100(Object.values(custom.values)) : true;
  return (
    <Card data-testid="custom-amounts-panel">
      <CardHeader className="pb-3">
        <CardTitle>{percent ? 'Percentages' : 'Custom Amounts'}</CardTitle>
        <CardDescription>
          {percent
            ? 'The share of the total each recipient gets; they must add up to 100%.'
            : `The ${symbol || 'amount'} each recipient gets. Amounts from the list are filled in.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {recipients.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add recipients to enter their amounts.</p>
        ) : (
          <ul className="max-h-80 space-y-2 overflow-y-auto pr-1">
            {recipients.map((r, i) => {
              const value = customValueFor(overrides, r);
              const bad = custom.missing.includes(r.address) || custom.invalid.includes(r.address);
              return (
                <li key={r.address} className="flex items-center gap-2">
                  <span className="w-6 shrink-0 text-right text-xs text-muted-foreground">{i + 1}</span>
                  <code className="min-w-0 flex-1 truncate font-mono text-xs" title={r.address}>
                    {shortAddress(r.address, 6, 6)}
                  </code>
                  <div className="relative w-32 shrink-0 sm:w-36">
                    <Input
                      value={value}
                      inputMode="decimal"
                      disabled={disabled}
                      aria-label={`${percent ? 'Percentage' : 'Amount'} for ${r.address}`}
                      aria-invalid={bad}
                      placeholder="0"
                      className={cn('h-9 text-right tabular-nums', percent && 'pr-7')}
                      onChange={(e) => onChange(r.address, formatAmountInput(e.target.value))}
                    />
                    {percent && (
                      <span className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-muted-foreground">
                        %
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex items-center justify-between border-t border-border pt-3 text-sm">
          <span className="text-muted-foreground">
            {custom.missing.length + custom.invalid.length > 0
              ? `${custom.missing.length + custom.invalid.length} missing`
              : 'All set'}
          </span>
          <span
            className={cn('font-semibold tabular-nums', !sumOk && 'text-destructive')}
            data-testid="custom-sum"
          >
            {percent ? `${custom.sum}% of 100%` : `${withThousands(custom.sum)} ${symbol}`}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
