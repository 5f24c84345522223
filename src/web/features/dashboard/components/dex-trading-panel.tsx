import { ArrowRight, Droplets, Repeat, Zap } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MARKET_REFRESH_MS, usePools } from '@web/entities/exchange/exchange-queries';
import { formatPrice } from '@web/entities/trade/trade-format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCompactUsd, formatPercent, plural } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { analyticsOverviewQueryOptions } from '../api/get-analytics-overview';

const TOP_POOLS = 6;

/**
 * Dashboard DEX Trading tab: the exchange's live markets (chain reserves, executed-swap volume). The 24 h
 * volume and trades are the platform's (every pool type, curve trades too), from the overview the stat
 * cards read, so they agree with Total Volume.
 */
export function DexTradingPanel() {
  const pools = usePools({ live: true });
  const overview = useQuery({ ...analyticsOverviewQueryOptions(), refetchInterval: MARKET_REFRESH_MS });
  const list = [...(pools.data?.pools ?? [])].sort((a, b) => (b.tvlUsd ?? 0) - (a.tvlUsd ?? 0));
  const tvl = list.reduce((sum, p) => sum + (p.tvlUsd ?? 0), 0);
  const day = overview.data
    ? ` · 24h volume ${formatCompactUsd(overview.data.volume24hUsd)} · ${plural(overview.data.trades24h, 'trade')}`
    : '';

  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1">
            <h3 className="font-semibold">DEX Trading</h3>
            <p className="text-sm text-muted-foreground" data-testid="dex-summary">
              {pools.data
                ? `${plural(list.length, 'pool')} · TVL ${formatCompactUsd(tvl)}${day}`
                : 'Loading markets…'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/raydium-amm">
                <Repeat aria-hidden />
                Raydium AMM
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/jupiter">
                <Zap aria-hidden />
                Jupiter
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/liquidity">
                <Droplets aria-hidden />
                Liquidity
              </Link>
            </Button>
          </div>
        </div>
        {pools.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pools on this network yet.</p>
        ) : (
          <div className="-mx-2 overflow-x-auto">
            <table className="w-full text-sm" data-testid="dex-markets">
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th className="px-2 py-1.5 font-medium">Market</th>
                  <th className="px-2 py-1.5 text-right font-medium">Price</th>
                  <th className="px-2 py-1.5 text-right font-medium">24h</th>
                  <th className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">Volume 24h</th>
                  <th className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">TVL</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border/50">
                {list.slice(0, TOP_POOLS).map((pool) => (
                  <tr key={pool.id} className="tabular-nums">
                    <td className="px-2 py-1.5 font-medium">{pool.label}</td>
                    <td className="px-2 py-1.5 text-right">
                      {formatPrice(pool.price)}{' '}
                      <span className="text-xs text-muted-foreground">{pool.tokenB.symbol}</span>
                    </td>
                    <td
                      className={cn(
                        'px-2 py-1.5 text-right',
                        pool.priceChange24h >= 0 ? 'text-success' : 'text-destructive',
                      )}
                    >
                      {pool.priceChange24h >= 0 ? '+' : ''}
                      {formatPercent(pool.priceChange24h, 2)}
                    </td>
                    <td className="hidden px-2 py-1.5 text-right sm:table-cell">
                      {formatCompactUsd(pool.volume24hUsd)}
                    </td>
                    <td className="hidden px-2 py-1.5 text-right sm:table-cell">
                      {pool.tvlUsd === null ? '—' : formatCompactUsd(pool.tvlUsd)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Button asChild variant="link" className="h-auto px-0">
          <Link to="/raydium-amm">
            Open the trading screen
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
