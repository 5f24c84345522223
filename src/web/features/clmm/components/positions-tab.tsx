import type { ClmmPool, ClmmPositionView } from '@shared/schemas/clmm';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { isActivePhase } from '@web/entities/operations';
import { formatPrice, formatUsd } from '@web/lib/format';
import { usePositionAction } from '../hooks/use-position-action';
import { PositionActions } from './position-actions';

const usd = (v: number | null) =>
  v === null
    ? '—'
    : v > 0 && v < 0.01
      ? '<$0.01'
      : formatUsd(v);
const price = formatPrice;

/**
 * My Positions: range, price, liquidity, fees (24 h estimate, total, uncollected), In/Out of Range;
 * add, remove a share, collect, close.
 */
export function PositionsTab({
  positions,
  pools,
  loading,
}: {
  positions: ClmmPositionView[] | undefined;
  pools: ClmmPool[];
  loading: boolean;
}) {
  const { act, runner } = usePositionAction();
  const busy = isActivePhase(runner.state.phase);
  if (loading) return <p className="text-sm text-muted-foreground">Loading positions…</p>;
  if (!positions?.length) {
    return <p className="text-sm text-muted-foreground">No positions yet. Open one with New Position.</p>;
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {positions.map((p) => {
        const [a, b] = p.pair.split('/');
        return (
          <Card key={p.id} data-testid="clmm-position">
            <CardContent className="space-y-3 pt-5 sm:pt-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {p.pair} · {p.feeBps / 100}%
                </span>
                <Badge variant={p.inRange ? 'success' : 'warning'}>
                  {p.inRange ? 'In Range' : 'Out of Range'}
                </Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Range</dt>
                <dd className="text-right">
                  {price(p.minPrice)} – {price(p.maxPrice)}
                </dd>
                <dt className="text-muted-foreground">Current price</dt>
                <dd className="text-right">{price(p.currentPrice)}</dd>
                <dt className="text-muted-foreground">Liquidity</dt>
                <dd className="text-right" data-testid="clmm-liquidity">
                  {p.amountA} {a} + {p.amountB} {b} ({usd(p.valueUsd)})
                </dd>
                <dt className="text-muted-foreground">Fees 24h (est.)</dt>
                <dd className="text-right">{usd(p.fees24hUsd)}</dd>
                <dt className="text-muted-foreground">Fees total</dt>
                <dd className="text-right">{usd(p.feesTotalUsd)}</dd>
                <dt className="text-muted-foreground">Uncollected</dt>
                <dd className="text-right" data-testid="clmm-uncollected">
                  {p.uncollectedA} {a} + {p.uncollectedB} {b}
                </dd>
              </dl>
              <PositionActions
                position={p}
                pool={pools.find((x) => x.id === p.poolId)}
                act={act}
                busy={busy}
              />
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
