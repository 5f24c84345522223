import { useMemo } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { curvePoints, type CurveKind } from '@shared/math/bonding-curve';
import { formatPercent, formatPrice, formatPriceInSol } from '@web/lib/format';


/** Price (SOL per token) against the share of the sale sold; the line marks where the first buy ends. */
export function CurvePreview({ kind, marker }: { kind: CurveKind; marker: number | null }) {
  const data = useMemo(
    () => curvePoints(kind, 60).map((p) => ({ sold: p.sold * 100, price: p.price })),
    [kind],
  );
  return (
    <div className="h-48 w-full" data-testid="curve-preview">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" />
          <XAxis dataKey="sold" type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} />
          <YAxis tickFormatter={formatPrice} width={56} tick={{ fontSize: 11 }} />
          <Tooltip
            formatter={(v) => [formatPriceInSol(Number(v)), 'Price']}
            labelFormatter={(l) => `${formatPercent(Number(l), 1)} sold`}
          />
          <Line
            type="monotone"
            dataKey="price"
            stroke="#14f195"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
          {marker !== null && marker > 0 ? (
            <ReferenceLine x={Math.min(marker, 1) * 100} stroke="#9945ff" strokeDasharray="4 2" />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
