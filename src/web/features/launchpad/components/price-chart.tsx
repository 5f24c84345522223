import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '@web/components/common/empty-state';
import { LineChart as ChartIcon } from 'lucide-react';
import { formatPrice, formatPriceInSol } from '@web/lib/format';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Execution price of every confirmed curve trade, oldest first. */
export function PriceChart({ points }: { points: { t: string; price: number }[] }) {
  if (points.length === 0)
    return (
      <EmptyState icon={ChartIcon} title="No trades yet">
        The chart draws from real trades on the curve.
      </EmptyState>
    );
  const data = points.map((p, i) => ({ i, t: p.t, price: p.price }));
  return (
    <div className="h-56 w-full" data-testid="launch-price-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" />
          <XAxis
            dataKey="i"
            tickFormatter={(i: number) => time(data[i]?.t ?? '')}
            tick={{ fontSize: 11 }}
            minTickGap={40}
          />
          <YAxis tickFormatter={formatPrice} width={64} tick={{ fontSize: 11 }} domain={['auto', 'auto']} />
          <Tooltip
            formatter={(v) => [formatPriceInSol(Number(v)), 'Price']}
            labelFormatter={(i) => time(data[Number(i)]?.t ?? '')}
          />
          <Line
            type="stepAfter"
            dataKey="price"
            stroke="#14f195"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
