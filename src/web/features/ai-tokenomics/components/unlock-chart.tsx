import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CATEGORY_LABELS, TOKENOMICS_CATEGORIES, type UnlockPoint } from '@shared/schemas/ai-tokenomics';
import { formatCompact } from '@web/lib/format';

const COLORS = ['#9945FF', '#14F195', '#3b82f6', '#f59e0b', '#ec4899'];
const compact = formatCompact;

/** Circulating supply by category over 48 months (0 = TGE), stacked. */
export function UnlockChart({ schedule }: { schedule: UnlockPoint[] }) {
  return (
    <div className="h-72 w-full" data-testid="unlock-chart" role="img" aria-label="Unlock schedule">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={schedule} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.08)" />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} stroke="currentColor" />
          <YAxis tickFormatter={compact} tick={{ fontSize: 11 }} width={48} stroke="currentColor" />
          <Tooltip
            formatter={(value) => compact(Number(value))}
            labelFormatter={(m) => (m === 0 ? 'TGE' : `Month ${String(m)}`)}
            contentStyle={{ background: '#111827', border: '1px solid #374151', fontSize: 12 }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {TOKENOMICS_CATEGORIES.map((c, i) => (
            <Area
              key={c}
              type="monotone"
              dataKey={c}
              name={CATEGORY_LABELS[c]}
              stackId="supply"
              stroke={COLORS[i]}
              fill={COLORS[i]}
              fillOpacity={0.35}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
