import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pool } from '@shared/schemas/dex';
import { formatApr, formatBase, formatPrice } from '@web/entities/trade/trade-format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCompactUsd, formatInteger, formatPercent } from '@web/lib/format';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="space-y-0.5 rounded-lg bg-background/40 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const usd = (value: number | null) => (value === null ? '—' : formatCompactUsd(value));

/** Figures of the selected pool: reserves read from its vaults, 24 h activity from executed swaps. */
export function MarketOverview({ pool }: { pool: Pool | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BarChart3 className="size-5 text-primary" aria-hidden />
          Market Overview
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!pool ? (
          <p className="text-sm text-muted-foreground">Select a pair to see its market.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2" data-testid="market-overview">
            <Stat label="Price" value={`${formatPrice(pool.price)} ${pool.tokenB.symbol}`} />
            <Stat
              label="24h Change"
              value={`${pool.priceChange24h >= 0 ? '+' : ''}${formatPercent(pool.priceChange24h, 2)}`}
            />
            <Stat label="TVL" value={usd(pool.tvlUsd)} />
            <Stat label="24h Volume" value={formatCompactUsd(pool.volume24hUsd)} testId="overview-volume" />
            <Stat label="24h Fees" value={formatCompactUsd(pool.fees24hUsd)} />
            <Stat label="24h Trades" value={formatInteger(pool.trades24h)} testId="overview-trades" />
            <Stat label="Fee Tier" value={`${pool.feeBps / 100}%`} />
            <Stat label="APR" value={formatApr(pool.apr)} />
            <Stat
              label={`${pool.tokenA.symbol} Reserve`}
              value={formatBase(pool.reserveA, pool.tokenA.decimals, 2)}
            />
            <Stat
              label={`${pool.tokenB.symbol} Reserve`}
              value={formatBase(pool.reserveB, pool.tokenB.decimals, 2)}
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
