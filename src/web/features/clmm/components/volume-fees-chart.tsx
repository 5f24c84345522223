import { useState } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ClmmHistoryInterval, ClmmPool } from '@shared/schemas/clmm';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatPercent, formatTokenAmount, formatUsd, plural } from '@web/lib/format';
import { usePoolHistory } from '../api/get-pool-history';

const label = (time: number, interval: ClmmHistoryInterval) => {
  const d = new Date(time * 1000);
  return interval === 'hour'
    ? d.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
};
const usd = (v: number) => formatUsd(v);
const sumDecimal = (values: string[]) => Number(values.reduce((a, v) => a + Number(v), 0).toPrecision(10));

/** Volume (bars) and fees (line) per hour or day, from the swaps executed through the pool. */
export function VolumeFeesChart({ pool }: { pool: ClmmPool }) {
  const [interval, setStep] = useState<ClmmHistoryInterval>('hour');
  const history = usePoolHistory(pool.id, interval);
  const buckets = history.data?.buckets ?? [];
  const data = buckets.map((b) => ({ time: label(b.time, interval), volume: b.volumeUsd, fees: b.feesUsd }));
  const trades = buckets.reduce((a, b) => a + b.trades, 0);
  const feesA = sumDecimal(buckets.map((b) => b.feesA));
  const feesB = sumDecimal(buckets.map((b) => b.feesB));
  return (
    <Card data-testid="clmm-volume-fees">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>Volume and fees ({pool.label})</CardTitle>
        <div className="flex gap-1">
          {(['hour', 'day'] as const).map((i) => (
            <Button
              key={i}
              size="sm"
              variant={i === interval ? 'default' : 'outline'}
              onClick={() => setStep(i)}
            >
              {i === 'hour' ? 'Hourly (48 h)' : 'Daily (30 d)'}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        <div className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data}>
              <CartesianGrid strokeDasharray="3 3" opacity={0.2} />
              <XAxis dataKey="time" tick={{ fontSize: 11 }} minTickGap={24} />
              <YAxis yAxisId="volume" tick={{ fontSize: 11 }} tickFormatter={usd} width={64} />
              <YAxis
                yAxisId="fees"
                orientation="right"
                tick={{ fontSize: 11 }}
                tickFormatter={usd}
                width={56}
              />
              <Tooltip formatter={(v) => usd(Number(v))} />
              <Legend />
              <Bar
                yAxisId="volume"
                dataKey="volume"
                name="Volume (USD)"
                fill="#9945FF"
                isAnimationActive={false}
              />
              <Line
                yAxisId="fees"
                dataKey="fees"
                name="Fees (USD)"
                stroke="#14F195"
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
        <p className="text-sm text-muted-foreground" data-testid="clmm-history-totals">
          {trades
            ? `${plural(trades, 'swap')} in this window; fees ${formatTokenAmount(feesA)} ${pool.tokenA.symbol} + ${formatTokenAmount(feesB)} ${pool.tokenB.symbol} (amount in × ${formatPercent(pool.feeBps / 100, 2)}).`
            : 'No swaps through this pool in this window yet.'}
        </p>
      </CardContent>
    </Card>
  );
}
