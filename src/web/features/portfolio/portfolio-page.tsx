import { ChartPie, Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  COST_BASIS_METHODS,
  PORTFOLIO_TIMEFRAMES,
  type CostBasisMethod,
  type PortfolioTimeframe,
} from '@shared/schemas/portfolio';
import { EmptyState } from '@web/components/common/empty-state';
import { PageHeader } from '@web/components/common/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { downloadTextFile } from '@web/lib/download';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { usePortfolio } from './api/get-portfolio';
import { useTrackedWallets } from './api/get-tracked-wallets';
import { AllocationChart, PerformanceChart, SLICE_COLORS, ValueChart } from './components/portfolio-charts';
import { PortfolioStatCards } from './components/portfolio-stat-cards';
import { AllocationList, HoldingsTable } from './components/holdings-table';
import { TrackedWalletsCard } from './components/tracked-wallets-card';
import { holdingsCsv } from './lib/holdings-csv';

const COST_LABELS: Record<CostBasisMethod, string> = { average: 'Average cost', fifo: 'FIFO' };

/** Route /portfolio: tracked wallets' holdings from the chain, valued at the app's pool prices. */
export default function PortfolioPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const [timeframe, setTimeframe] = useState<PortfolioTimeframe>('24h');
  const [costBasis, setCostBasis] = useState<CostBasisMethod>('average');
  const wallets = useTrackedWallets(owner);
  const list = wallets.data?.wallets ?? [];
  const portfolio = usePortfolio(owner, timeframe, costBasis, list.length > 0);
  const tokens = portfolio.data?.tokens ?? [];
  const byChange = [...tokens].sort((a, b) => b.changePercent24h - a.changePercent24h);
  return (
    <div className="space-y-6">
      <PageHeader title="Portfolio Tracker">
        Holdings, value and profit and loss across the wallet addresses you track, read from the chain.
      </PageHeader>
      {!owner ? (
        <ConnectWalletCard
          title="Connect Wallet to Track Portfolios"
          description="Your tracked wallet list is stored for your signed-in wallet."
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <div
              className="flex flex-wrap gap-1 rounded-xl border border-border p-1"
              role="group"
              aria-label="Timeframe"
            >
              {PORTFOLIO_TIMEFRAMES.map((t) => (
                <Button
                  key={t}
                  size="sm"
                  variant={t === timeframe ? 'default' : 'ghost'}
                  onClick={() => setTimeframe(t)}
                >
                  {t}
                </Button>
              ))}
            </div>
            <div
              className="flex gap-1 rounded-xl border border-border p-1"
              role="group"
              aria-label="Cost basis"
            >
              {COST_BASIS_METHODS.map((m) => (
                <Button
                  key={m}
                  size="sm"
                  variant={m === costBasis ? 'secondary' : 'ghost'}
                  onClick={() => setCostBasis(m)}
                >
                  {COST_LABELS[m]}
                </Button>
              ))}
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void portfolio.refetch()}
              disabled={list.length === 0 || portfolio.isFetching}
            >
              <RefreshCw className="size-4" aria-hidden /> Refresh
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={tokens.length === 0}
              onClick={() => downloadTextFile(`portfolio-holdings-${timeframe}.csv`, holdingsCsv(tokens))}
            >
              <Download className="size-4" aria-hidden /> Export CSV
            </Button>
          </div>
          {list.length > 0 ? (
            <PortfolioStatCards stats={portfolio.data?.stats} loading={portfolio.isPending} />
          ) : null}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)]">
            <TrackedWalletsCard owner={owner} wallets={list} />
            {list.length === 0 ? (
              <EmptyState icon={ChartPie} title="No Wallets Tracked">
                Add a wallet address to see its holdings, value and profit and loss.
              </EmptyState>
            ) : (
              <div className="space-y-6">
                {portfolio.error ? (
                  <p className="text-sm text-destructive">
                    Could not load the portfolio: {portfolio.error.message}
                  </p>
                ) : null}
                <Card>
                  <CardHeader>
                    <CardTitle>Portfolio Value ({timeframe})</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ValueChart points={portfolio.data?.chart ?? []} timeframe={timeframe} />
                  </CardContent>
                </Card>
                <Tabs defaultValue="holdings">
                  <TabsList>
                    <TabsTrigger value="holdings">Holdings</TabsTrigger>
                    <TabsTrigger value="allocation">Allocation</TabsTrigger>
                    <TabsTrigger value="performance">Performance</TabsTrigger>
                  </TabsList>
                  <TabsContent value="holdings">
                    <Card>
                      <CardContent className="pt-6">
                        <HoldingsTable tokens={tokens} />
                      </CardContent>
                    </Card>
                  </TabsContent>
                  <TabsContent value="allocation">
                    <Card>
                      <CardContent className="grid gap-6 pt-6 sm:grid-cols-2">
                        <AllocationChart tokens={tokens} />
                        <AllocationList tokens={tokens} colors={SLICE_COLORS} />
                      </CardContent>
                    </Card>
                  </TabsContent>
                  <TabsContent value="performance">
                    <Card>
                      <CardContent className="space-y-4 pt-6">
                        <PerformanceChart tokens={byChange} />
                        <HoldingsTable tokens={byChange} />
                      </CardContent>
                    </Card>
                  </TabsContent>
                </Tabs>
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
