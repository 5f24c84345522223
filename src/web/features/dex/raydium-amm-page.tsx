import { AlertTriangle } from 'lucide-react';
import { PageHeader } from '@web/components/common/page-header';
import { usePools } from '@web/entities/exchange/exchange-queries';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { AmmSwapCard } from './components/amm-swap-card';
import { MarketOverview } from './components/market-overview';
import { PoolChartCard } from './components/pool-chart-card';
import { RecentTrades } from './components/recent-trades';
import { useAmmSwap } from './hooks/use-amm-swap';

/** Route /raydium-amm (spec §2.7): swap on a constant-product pool with its live chart and trades. */
export default function RaydiumAmmPage() {
  const pools = usePools({ live: true });
  const list = pools.data?.pools ?? [];
  const form = useAmmSwap(list);

  return (
    <div className="space-y-6">
      <PageHeader title="Raydium AMM">
        Swap against the exchange&apos;s constant-product pools. Prices, trades and volume come from the
        chain.
      </PageHeader>
      {pools.isError && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden />
          <AlertTitle>Pools could not be loaded</AlertTitle>
          <AlertDescription>{pools.error.message}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:order-2 lg:col-span-2">
          {pools.isPending ? (
            <Skeleton className="h-[32rem] w-full" />
          ) : (
            <AmmSwapCard pools={list} form={form} />
          )}
        </div>
        <div className="min-w-0 space-y-6 lg:order-1 lg:col-span-3">
          <PoolChartCard pool={form.pool} />
          <MarketOverview pool={form.pool} />
          <RecentTrades pool={form.pool} />
        </div>
      </div>
    </div>
  );
}
