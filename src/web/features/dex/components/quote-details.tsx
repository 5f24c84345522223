import type { ReactNode } from 'react';
import type { TokenRef } from '@shared/schemas/dex';
import {
  formatBase,
  formatImpact,
  formatPrice,
  formatUi,
  hasLamports,
} from '@web/entities/trade/trade-format';
import { formatLamports } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { impactBand } from '../lib/pre-trade';

interface QuoteDetailsProps {
  from: TokenRef;
  to: TokenRef;
  /** `to` per one `from`. */
  rate: number | null;
  feeAmount: string | null;
  feePercent: number;
  uiMinimumReceived: string | null;
  priceImpact: number | null;
  slippage: number;
  networkFeeLamports: string | null;
  rentLamports: string | null;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const IMPACT_CLASS = {
  ok: 'text-success',
  warn: 'text-warning',
  danger: 'text-destructive',
  confirm: 'font-bold text-destructive',
} as const;

/** Rate, fee, minimum received and price impact of the current quote (dashes until one exists). */
export function QuoteDetails(props: QuoteDetailsProps) {
  const { from, to, rate, feeAmount, feePercent, uiMinimumReceived, priceImpact, slippage } = props;
  const { networkFeeLamports, rentLamports } = props;
  return (
    <dl
      className="divide-y divide-border/50 rounded-xl border border-border bg-background/30 px-3"
      data-testid="quote-details"
    >
      <Row label="Rate" testId="quote-rate">
        {rate === null ? '—' : `1 ${from.symbol} = ${formatPrice(rate)} ${to.symbol}`}
      </Row>
      <Row label={`Fee (${feePercent}%)`} testId="quote-fee">
        {feeAmount === null ? '—' : `${formatBase(feeAmount, from.decimals)} ${from.symbol}`}
      </Row>
      <Row label="Network fee" testId="quote-network-fee">
        {networkFeeLamports === null ? '—' : formatLamports(networkFeeLamports)}
      </Row>
      {hasLamports(rentLamports) && (
        <Row label="New account rent" testId="quote-rent">
          {formatLamports(rentLamports)}
        </Row>
      )}
      <Row label="Minimum Received" testId="quote-minimum">
        {uiMinimumReceived === null ? '—' : `${formatUi(uiMinimumReceived)} ${to.symbol}`}
      </Row>
      <Row label="Slippage Tolerance">{Number.isFinite(slippage) ? `${slippage}%` : '—'}</Row>
      <Row label="Price Impact" testId="quote-impact">
        {priceImpact === null ? (
          '—'
        ) : (
          <span className={cn(IMPACT_CLASS[impactBand(priceImpact)])} data-band={impactBand(priceImpact)}>
            {formatImpact(priceImpact)}
          </span>
        )}
      </Row>
    </dl>
  );
}
