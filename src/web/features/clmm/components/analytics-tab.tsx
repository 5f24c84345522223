import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ClmmPool } from '@shared/schemas/clmm';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatCompact, formatUsd } from '@web/lib/format';
import { usePoolLiquidity } from '../api/get-pool-liquidity';
import { VolumeFeesChart } from './volume-fees-chart';

/** Analytics: active liquidity by tick range (the pool's real ticks, current price marked), volume and fees over time. */
export function AnalyticsTab({ pools }: { pools: ClmmPool[] }) {
  const [poolId, setPoolId] = useState<string | null>(pools[0]?.id ?? null);
  const pool = pools.find((p) => p.id === poolId);
  const liquidity = usePoolLiquidity(poolId);
  const data = (liquidity.data?.ticks ?? []).map((t) => ({
    price: Number(((t.priceLower + t.priceUpper) / 2).toPrecision(5)),
    liquidity: Number(t.liquidity),
  }));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {pools.map((p) => (
          <Button
            key={p.id}
            size="sm"
            variant={p.id === poolId ? 'default' : 'outline'}
            onClick={() => setPoolId(p.id)}
          >
            {p.label} {p.feeBps / 100}%
          </Button>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Liquidity by price ({pool?.label ?? '—'})</CardTitle>
        </CardHeader>
        <CardContent className="h-72">
          {data.length ? (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data}>
                <CartesianGrid strokeDasharray="3 3" opacity={0.2} />
                <XAxis dataKey="price" tick={{ fontSize: 11 }} />
                <YAxis tick={{ fontSize: 11 }} tickFormatter={formatCompact} />
                <Tooltip />
                <Bar dataKey="liquidity" fill="#9945FF" isAnimationActive={false} />
                {pool ? <ReferenceLine x={Number(pool.price.toPrecision(5))} stroke="currentColor" /> : null}
              </BarChart>
            </ResponsiveContainer>
          ) : (
            <p className="text-sm text-muted-foreground">No liquidity in this pool.</p>
          )}
        </CardContent>
      </Card>
      {pool ? <VolumeFeesChart pool={pool} /> : null}
      {pool ? (
        <p className="text-sm text-muted-foreground">
          24 h: volume {formatUsd(pool.volume24hUsd, 0)}, fees {formatUsd(pool.fees24hUsd)} — from executed
          swaps.
        </p>
      ) : null}
    </div>
  );
}
