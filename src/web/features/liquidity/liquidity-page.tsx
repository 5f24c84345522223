import { BarChart3, Flame, Layers } from 'lucide-react';
import { useMemo } from 'react';
import { PageHeader } from '@web/components/common/page-header';
import { useDexTokens, usePools } from '@web/entities/exchange/exchange-queries';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useTokens } from '@web/entities/tokens/token-list';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useLiquidityAnalytics } from './api/get-liquidity-analytics';
import { usePopularPools } from './api/get-popular-pools';
import { usePositions } from './api/get-positions';
import { AnalyticsTab } from './components/analytics-tab';
import { LiquidityFormCard } from './components/liquidity-form-card';
import { PopularPoolsTab } from './components/popular-pools-tab';
import { PositionsTab } from './components/positions-tab';
import { RiskNotice } from './components/risk-notice';
import { useLiquidityForm } from './hooks/use-liquidity-form';
import { usePoolFromLink } from './hooks/use-pool-from-link';
import { mergeTokens } from './lib/liquidity-math';

/** Route /liquidity (part 2 §Liquidity Manager): form, My Positions / Popular Pools / Analytics, risk notice. */
export default function LiquidityPage() {
  const { sessionAddress } = useWallet();
  const tokens = useDexTokens();
  const mine = useTokens(sessionAddress);
  const pools = usePools();
  const popular = usePopularPools();
  const positions = usePositions(sessionAddress);
  const analytics = useLiquidityAnalytics(sessionAddress);
  const tokenList = useMemo(
    () => mergeTokens(tokens.data?.tokens ?? [], mine.data?.tokens ?? []),
    [tokens.data, mine.data],
  );
  const form = useLiquidityForm({
    pools: pools.data?.pools ?? [],
    positions: positions.data?.positions ?? [],
    tokens: tokenList,
  });
  usePoolFromLink(pools.data?.pools ?? [], form.prefill);
  const signedIn = Boolean(sessionAddress);

  return (
    <div className="space-y-6">
      <PageHeader title="Liquidity Manager">
        Create pools, add to them and withdraw, with positions valued from the pools&apos; live reserves.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-2">
          {signedIn ? (
            <LiquidityFormCard form={form} tokens={tokenList} owner={sessionAddress} />
          ) : (
            <ConnectWalletCard
              title="Connect Wallet to Manage Liquidity"
              description="Adding and removing liquidity needs a connected wallet to sign. Popular wallets like Phantom, Solflare and Backpack are supported."
            />
          )}
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <Tabs defaultValue="positions">
            <TabsList aria-label="Liquidity sections">
              <TabsTrigger value="positions">
                <Layers aria-hidden className="max-sm:hidden" />
                My Positions
              </TabsTrigger>
              <TabsTrigger value="pools">
                <Flame aria-hidden className="max-sm:hidden" />
                Popular Pools
              </TabsTrigger>
              <TabsTrigger value="analytics">
                <BarChart3 aria-hidden className="max-sm:hidden" />
                Analytics
              </TabsTrigger>
            </TabsList>
            <Card className="mt-3">
              <CardContent className="pt-5 sm:pt-6">
                <TabsContent value="positions" className="mt-0">
                  <PositionsTab
                    positions={positions.data?.positions}
                    loading={positions.isLoading}
                    error={positions.error}
                    signedIn={signedIn}
                    onRemove={(p) => form.prefill('remove', p.tokenA.mint, p.tokenB.mint)}
                  />
                </TabsContent>
                <TabsContent value="pools" className="mt-0">
                  <PopularPoolsTab
                    pools={popular.data?.pools}
                    loading={popular.isPending}
                    error={popular.error}
                    onAdd={(pool) => form.prefill('add', pool.tokenA.mint, pool.tokenB.mint)}
                  />
                </TabsContent>
                <TabsContent value="analytics" className="mt-0">
                  <AnalyticsTab
                    analytics={analytics.data}
                    loading={analytics.isLoading}
                    error={analytics.error}
                    signedIn={signedIn}
                  />
                </TabsContent>
              </CardContent>
            </Card>
          </Tabs>
          <RiskNotice />
        </div>
      </div>
    </div>
  );
}
