import {
  Area,
  AreaChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SOLX_ALLOCATIONS, SOLX_TOTAL_SUPPLY, type AllocationView } from '@shared/schemas/solx';
import { fullyVestedMonth, unlockedPpm } from '@shared/math/vesting';
import { formatCompact, formatInteger } from '@web/lib/format';
import { ALLOCATION_COLORS } from '../solx-token-data';

const TOOLTIP = { background: 'hsl(var(--card))', border: '1px solid hsl(var(--border))', borderRadius: 8 };

export function AllocationChart({ allocations }: { allocations: AllocationView[] }) {
  return (
    <div className="h-64" role="img" aria-label="Allocation chart">
      <ResponsiveContainer>
        <PieChart>
          <Pie
            isAnimationActive={false}
            data={allocations}
            dataKey="percent"
            nameKey="name"
            innerRadius="55%"
            outerRadius="90%"
            stroke="none"
          >
            {allocations.map((a) => (
              <Cell key={a.id} fill={ALLOCATION_COLORS[a.id].hex} />
            ))}
          </Pie>
          <Tooltip contentStyle={TOOLTIP} formatter={(v) => `${String(v)}%`} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Cumulative SOLX unlocked per category, month by month from the token generation event. */
function schedule() {
  const months = fullyVestedMonth(SOLX_ALLOCATIONS.map((a) => a.rule));
  return Array.from({ length: months + 1 }, (_, month) => {
    const row: Record<string, number> = { month };
    for (const a of SOLX_ALLOCATIONS) {
      const tokens = (SOLX_TOTAL_SUPPLY * a.percent) / 100;
      row[a.id] = (tokens * Number(unlockedPpm(a.rule, month))) / 1_000_000;
    }
    return row;
  });
}

export function UnlockScheduleChart({ tgeAt }: { tgeAt: string }) {
  const start = new Date(tgeAt);
  const label = (month: number) => {
    const d = new Date(start);
    d.setMonth(d.getMonth() + month);
    return d.toLocaleDateString(undefined, { month: 'short', year: '2-digit' });
  };
  return (
    <div className="h-72" role="img" aria-label="Unlock schedule chart">
      <ResponsiveContainer>
        <AreaChart data={schedule()} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="hsl(var(--border))" />
          <XAxis dataKey="month" tickFormatter={label} fontSize={11} minTickGap={24} />
          <YAxis tickFormatter={formatCompact} fontSize={11} width={48} />
          <Tooltip
            contentStyle={TOOLTIP}
            labelFormatter={(m) => `Month ${String(m)} · ${label(Number(m))}`}
            formatter={(v) => `${formatInteger(Number(v))} SOLX`}
          />
          {SOLX_ALLOCATIONS.map((a) => (
            <Area
              key={a.id}
              type="monotone"
              dataKey={a.id}
              name={a.name}
              stackId="1"
              isAnimationActive={false}
              stroke={ALLOCATION_COLORS[a.id].hex}
              fill={ALLOCATION_COLORS[a.id].hex}
              fillOpacity={0.5}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
