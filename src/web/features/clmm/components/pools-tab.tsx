import type { ClmmPool } from '@shared/schemas/clmm';
import { Card, CardContent } from '@web/components/ui/card';
import { formatApr } from '@web/entities/trade/trade-format';
import { formatInteger, formatPrice, formatUsd } from '@web/lib/format';

const usd = (v: number | null) =>
  v === null ? '—' : formatUsd(v, 0);

/** Available Pools: TVL (vault balances), 24 h volume and fees from real swaps, APR from those fees. */
export function PoolsTab({ pools }: { pools: ClmmPool[] }) {
  if (!pools.length)
    return <p className="text-sm text-muted-foreground">No concentrated-liquidity pools yet.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {pools.map((p) => (
        <Card key={p.id} data-testid="clmm-pool">
          <CardContent className="space-y-2 pt-5 sm:pt-6">
            <div className="flex justify-between font-semibold">
              <span>{p.label}</span>
              <span>{p.feeBps / 100}% fee</span>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Price</dt>
              <dd className="text-right">
                {formatPrice(p.price)} {p.tokenB.symbol}
              </dd>
              <dt className="text-muted-foreground">TVL</dt>
              <dd className="text-right">{usd(p.tvlUsd)}</dd>
              <dt className="text-muted-foreground">Volume 24h</dt>
              <dd className="text-right">{usd(p.volume24hUsd)}</dd>
              <dt className="text-muted-foreground">Fees 24h</dt>
              <dd className="text-right">{usd(p.fees24hUsd)}</dd>
              <dt className="text-muted-foreground">APR</dt>
              <dd className="text-right">{formatApr(p.apr)}</dd>
              <dt className="text-muted-foreground">Open positions</dt>
              <dd className="text-right">{formatInteger(p.positions)}</dd>
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
