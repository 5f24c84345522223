import { Area, AreaChart, Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsOverview } from '@shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCompactUsd, formatUsd } from '@web/lib/format';

const AXIS = { stroke: '#8d96ad', fontSize: 11, tickLine: false, axisLine: false } as const;
const TOOLTIP = { contentStyle: { background: '#0f1524', border: '1px solid #1f2840', borderRadius: 12 } };
const dayLabel = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Last 30 days: volume traded, and operations by outcome with new tokens and active wallets. */
export function ActivityCharts({ series }: { series: AnalyticsOverview['series'] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Volume Traded (30 days)</CardTitle>
        </CardHeader>
        <CardContent className="h-64" data-testid="volume-chart">
          <ResponsiveContainer>
            <AreaChart data={series} margin={{ left: 8, right: 8 }}>
              <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} {...AXIS} />
              <YAxis tickFormatter={(v: number) => formatCompactUsd(v)} width={64} {...AXIS} />
              <Tooltip
                {...TOOLTIP}
                labelFormatter={(d) => dayLabel(String(d))}
                formatter={(v) => formatUsd(Number(v))}
              />
              <Area dataKey="volumeUsd" name="Volume" stroke="#14f195" fill="#14f19533" strokeWidth={2} />
            </AreaChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Activity (30 days)</CardTitle>
        </CardHeader>
        <CardContent className="h-64" data-testid="activity-chart">
          <ResponsiveContainer>
            <BarChart data={series} margin={{ left: 8, right: 8 }}>
              <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} {...AXIS} />
              <YAxis allowDecimals={false} width={40} {...AXIS} />
              <Tooltip
                {...TOOLTIP}
                labelFormatter={(d) => dayLabel(String(d))}
                cursor={{ fill: '#1f284055' }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="confirmed" name="Confirmed" stackId="ops" fill="#9945ff" />
              <Bar dataKey="failed" name="Failed" stackId="ops" fill="#f0416c" />
              <Bar dataKey="tokensCreated" name="Tokens created" fill="#00c2ff" />
              <Bar dataKey="activeWallets" name="Active wallets" fill="#14f195" />
            </BarChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
    </div>
  );
}
