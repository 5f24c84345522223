import { Info, TriangleAlert } from 'lucide-react';
import { liquidityMessages } from '@shared/schemas/liquidity';
import { formatPrice } from '@web/entities/trade/trade-format';
import type { LiquidityForm } from '../hooks/use-liquidity-form';

/** What the chosen pair means for the chosen action: the pool's ratio, or why the action cannot run. */
export function PoolHint({ form }: { form: LiquidityForm }) {
  const { values, match, rate, position } = form;
  if (!values.tokenA || !values.tokenB || values.tokenA === values.tokenB) return null;
  const a = form.tokenOf(values.tokenA)?.symbol ?? 'A';
  const b = form.tokenOf(values.tokenB)?.symbol ?? 'B';
  const warn = (text: string) => (
    <p
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-2.5 text-xs text-warning"
      data-testid="pool-hint"
    >
      <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      {text}
    </p>
  );
  if (values.poolType === 'create' && match) return warn(liquidityMessages.poolExists);
  if (values.poolType !== 'create' && !match) return warn(liquidityMessages.poolMissing);
  if (values.poolType === 'remove' && !position) return warn(liquidityMessages.noPosition);
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-border bg-background/40 p-2.5 text-xs text-muted-foreground"
      data-testid="pool-hint"
    >
      <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      {match && rate !== null
        ? `Pool ${match.pool.label} · 1 ${a} = ${formatPrice(rate)} ${b} · fee ${match.pool.feeBps / 100}%. ${
            values.poolType === 'remove'
              ? 'Removing returns both tokens at this ratio, in proportion to the LP tokens you burn.'
              : 'Deposits follow this ratio; the side above it is not taken.'
          }`
        : `New pool: its initial price is amount B ÷ amount A.`}
    </p>
  );
}
