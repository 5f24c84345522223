import { AlertTriangle } from 'lucide-react';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { formatImpact } from '@web/entities/trade/trade-format';
import { cn } from '@web/lib/utils';
import type { PreTrade } from '../hooks/use-pre-trade';

interface ImpactNoticeProps {
  id: string;
  preTrade: PreTrade;
  priceImpact: number | null;
  disabled?: boolean;
}

/**
 * Under the quote: nothing below 1 % impact; a caution above it, a danger note above 5 %, and above 15 %
 * a checkbox the user must tick before the swap button works.
 */
export function ImpactNotice({ id, preTrade, priceImpact, disabled }: ImpactNoticeProps) {
  const { band } = preTrade;
  if (priceImpact === null || band === null || band === 'ok') return null;
  const impact = formatImpact(priceImpact);
  const danger = band !== 'warn';
  return (
    <div
      role="status"
      data-testid={`${id}-impact-notice`}
      data-band={band}
      className={cn(
        'space-y-2 rounded-xl border p-3 text-sm',
        danger ? 'border-destructive/50 bg-destructive/10' : 'border-warning/50 bg-warning/10',
      )}
    >
      <p className={cn('flex items-start gap-2 font-medium', danger ? 'text-destructive' : 'text-warning')}>
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {band === 'warn'
          ? `Price impact ${impact}: this trade moves the pool price noticeably.`
          : `High price impact ${impact}: you receive much less than the market price.`}
      </p>
      {preTrade.needsConfirm && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-impact-confirm`}
            checked={preTrade.confirmed}
            disabled={disabled}
            onCheckedChange={(v) => preTrade.setConfirmed(v === true)}
          />
          <Label htmlFor={`${id}-impact-confirm`} className="text-sm leading-snug">
            I accept the {impact} price impact
          </Label>
        </div>
      )}
    </div>
  );
}
