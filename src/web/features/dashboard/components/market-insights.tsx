import { Activity, BarChart3, DollarSign, Fuel } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { MARKET_REFRESH_MS } from '@web/entities/exchange/exchange-queries';
import { analyticsOverviewQueryOptions } from '../api/get-analytics-overview';
import { useMarketInsights } from '../api/get-market-insights';
import { useSolPrice } from '../api/get-prices';
import { formatFeeSol, formatSolPrice, formatTps, formatVolume, UNAVAILABLE } from '../lib/dashboard-format';

function Insight({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </span>
      <span
        className={
          value === UNAVAILABLE ? 'text-sm text-muted-foreground' : 'text-sm font-semibold tabular-nums'
        }
        data-testid={testId}
      >
        {value}
      </span>
    </div>
  );
}

/** SOL price, fee and TPS from the cluster, refreshed every 5 s. */
export function MarketInsights() {
  const { data, isPending, isError, dataUpdatedAt } = useMarketInsights();
  const solPrice = useSolPrice();
  // The platform's 24 h volume (every pool type), the figure the DEX Trading panel shows too.
  const overview = useQuery({ ...analyticsOverviewQueryOptions(), refetchInterval: MARKET_REFRESH_MS });
  // The exchange's SOL/USDC pool prices SOL; the cluster insight is the fallback (null on the local chain).
  const solPriceUsd = solPrice?.priceUsd ?? data?.solPriceUsd ?? null;
  const volume = overview.data?.volume24hUsd ?? null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          Market Insights
          <span className="relative flex size-2" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
            <span className="relative inline-flex size-2 rounded-full bg-success" />
          </span>
        </CardTitle>
        <CardDescription>
          {dataUpdatedAt
            ? `Live · updated ${new Date(dataUpdatedAt).toLocaleTimeString()}`
            : 'Live · updates every 5 seconds'}
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-border/60">
        {isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="my-2 h-6 w-full" />)
        ) : (
          <>
            <Insight
              icon={<DollarSign className="size-4" aria-hidden />}
              label="SOL Price"
              testId="insight-sol-price"
              value={formatSolPrice(solPriceUsd)}
            />
            <Insight
              icon={<Fuel className="size-4" aria-hidden />}
              label="Gas Fee"
              testId="insight-gas-fee"
              value={data ? formatFeeSol(data.feePerSignatureLamports) : UNAVAILABLE}
            />
            <Insight
              icon={<Activity className="size-4" aria-hidden />}
              label="Network TPS"
              testId="insight-tps"
              value={data ? formatTps(data.tps) : UNAVAILABLE}
            />
            <Insight
              icon={<BarChart3 className="size-4" aria-hidden />}
              label="DEX Volume 24h"
              testId="insight-dex-volume"
              value={volume === null ? UNAVAILABLE : formatVolume(volume)}
            />
            {isError && !data && (
              <p className="pt-2 text-xs text-muted-foreground">
                The network could not be reached; retrying.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
