import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Portfolio, PortfolioTimeframe, PortfolioToken } from '@shared/schemas/portfolio';
import { formatPercent, formatUsd } from '@web/lib/format';

export const SLICE_COLORS = [
  '#9945ff',
  '#14f195',
  '#00c2ff',
  '#f5a524',
  '#f0416c',
  '#7c8cff',
  '#35d0a0',
  '#ff8a4c',
];
const AXIS = { stroke: '#8d96ad', fontSize: 11, tickLine: false, axisLine: false } as const;
const TOOLTIP = { contentStyle: { background: '#0f1524', border: '1px solid #1f2840', borderRadius: 12 } };

const timeLabel = (timeframe: PortfolioTimeframe) => (t: number) => {
  const d = new Date(t * 1000);
  return timeframe === '24h'
    ? d.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
};

/** Portfolio value over the timeframe (balances at each moment × sampled prices). */
export function ValueChart({
  points,
  timeframe,
}: {
  points: Portfolio['chart'];
  timeframe: PortfolioTimeframe;
}) {
  const label = timeLabel(timeframe);
  return (
    <div className="h-64 w-full" data-testid="portfolio-value-chart">
      <ResponsiveContainer>
        <AreaChart data={points} margin={{ left: 8, right: 8, top: 8 }}>
          <defs>
            <linearGradient id="portfolio-value" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#9945ff" stopOpacity={0.5} />
              <stop offset="100%" stopColor="#9945ff" stopOpacity={0} />
            </linearGradient>
          </defs>
          <XAxis dataKey="time" tickFormatter={label} {...AXIS} minTickGap={24} />
          <YAxis tickFormatter={(v: number) => formatUsd(v, 0)} width={80} {...AXIS} />
          <Tooltip
            {...TOOLTIP}
            labelFormatter={(t) => label(Number(t))}
            formatter={(v) => formatUsd(Number(v))}
          />
          <Area dataKey="value" name="Value" stroke="#9945ff" fill="url(#portfolio-value)" strokeWidth={2} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Share of value per holding. */
export function AllocationChart({ tokens }: { tokens: PortfolioToken[] }) {
  const data = tokens.filter((t) => t.value > 0);
  return (
    <div className="h-64 w-full" data-testid="allocation-chart">
      <ResponsiveContainer>
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            nameKey="symbol"
            innerRadius="55%"
            outerRadius="85%"
            paddingAngle={2}
          >
            {data.map((t, i) => (
              <Cell key={t.address} fill={SLICE_COLORS[i % SLICE_COLORS.length]} stroke="none" />
            ))}
          </Pie>
          <Tooltip {...TOOLTIP} formatter={(v) => formatUsd(Number(v))} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

/** 24 h change per holding, best first. */
export function PerformanceChart({ tokens }: { tokens: PortfolioToken[] }) {
  return (
    <div className="h-64 w-full" data-testid="performance-chart">
      <ResponsiveContainer>
        <BarChart data={tokens} margin={{ left: 8, right: 8, top: 8 }}>
          <XAxis dataKey="symbol" {...AXIS} />
          <YAxis tickFormatter={(v: number) => formatPercent(v)} width={56} {...AXIS} />
          <Tooltip
            {...TOOLTIP}
            formatter={(v) => formatPercent(Number(v), 2)}
            cursor={{ fill: '#1f284055' }}
          />
          <Bar dataKey="changePercent24h" name="24h change" radius={[6, 6, 0, 0]}>
            {tokens.map((t) => (
              <Cell key={t.address} fill={t.changePercent24h >= 0 ? '#14f195' : '#f0416c'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
