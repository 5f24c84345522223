import { CandlestickChart } from 'lucide-react';
import { useState } from 'react';
import { CANDLE_INTERVALS, type Pool } from '@shared/schemas/dex';
import { formatPrice } from '@web/entities/trade/trade-format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPercent } from '@web/lib/format';
import { useCandles, type CandleInterval } from '../api/get-candles';
import { CandleChart } from './candle-chart';

/** Price chart of one pool: candles of its sampled mid price (ending at the header's price), swap volume. */
export function PoolChartCard({ pool }: { pool: Pool | undefined }) {
  const [interval, setChartInterval] = useState<CandleInterval>('5m');
  const candles = useCandles(pool?.id, interval);
  const list = candles.data?.candles ?? [];
  const change = pool?.priceChange24h ?? 0;

  return (
    <Card data-testid="pool-chart">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2 text-base">
            <CandlestickChart className="size-5 text-primary" aria-hidden />
            {pool ? pool.label : 'Price Chart'}
          </CardTitle>
          {pool && (
            <p className="flex flex-wrap items-baseline gap-2">
              <span className="text-2xl font-bold tabular-nums" data-testid="pool-price">
                {formatPrice(pool.price)}
              </span>
              <span className="text-sm text-muted-foreground">
                {pool.tokenB.symbol} per {pool.tokenA.symbol}
              </span>
              <Badge variant={change >= 0 ? 'success' : 'destructive'}>
                {change >= 0 ? '+' : ''}
                {formatPercent(change, 2)} 24h
              </Badge>
            </p>
          )}
        </div>
        <div className="flex gap-1" role="group" aria-label="Candle interval">
          {CANDLE_INTERVALS.map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={value === interval ? 'default' : 'outline'}
              aria-pressed={value === interval}
              className="h-7 px-2.5 text-xs"
              onClick={() => setChartInterval(value)}
            >
              {value}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {candles.isPending && pool ? (
          <Skeleton className="h-72 w-full sm:h-80" />
        ) : list.length === 0 ? (
          <div className="flex h-72 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border text-center sm:h-80">
            <CandlestickChart className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm font-medium">No price history yet</p>
            <p className="max-w-xs text-xs text-muted-foreground">
              The chart is drawn from the pool's sampled price; the first sample starts it.
            </p>
          </div>
        ) : (
          <CandleChart candles={list} />
        )}
      </CardContent>
    </Card>
  );
}
