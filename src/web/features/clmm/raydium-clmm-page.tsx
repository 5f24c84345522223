import { useState } from 'react';
import { PageHeader } from '@web/components/common/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useClmmPools } from './api/get-clmm-pools';
import { useClmmPositions } from './api/get-clmm-positions';
import { AnalyticsTab } from './components/analytics-tab';
import { NewPositionForm } from './components/new-position-form';
import { PoolsTab } from './components/pools-tab';
import { PositionsTab } from './components/positions-tab';

/** Route /raydium-clmm: concentrated-liquidity positions (NFTs), pools and liquidity by tick. */
export default function RaydiumClmmPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const pools = useClmmPools();
  const positions = useClmmPositions(owner);
  const [creating, setCreating] = useState(false);
  const list = pools.data?.pools ?? [];
  return (
    <div className="space-y-6">
      <PageHeader title="Raydium CLMM">
        Provide liquidity inside a price range and earn fees from real swaps. Pools are platform-owned vaults
        the platform co-signs, not an on-chain program; your position is an NFT in your wallet.
      </PageHeader>
      {owner ? (
        <div className="flex justify-end">
          <Button onClick={() => setCreating((v) => !v)}>{creating ? 'Cancel' : 'New Position'}</Button>
        </div>
      ) : null}
      {owner && creating && list.length ? (
        <Card>
          <CardHeader>
            <CardTitle>New Position</CardTitle>
          </CardHeader>
          <CardContent>
            <NewPositionForm pools={list} onDone={() => setCreating(false)} />
          </CardContent>
        </Card>
      ) : null}
      <Tabs defaultValue="positions">
        <TabsList>
          <TabsTrigger value="positions">My Positions</TabsTrigger>
          <TabsTrigger value="pools">Available Pools</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="positions" className="pt-4">
          {owner ? (
            <PositionsTab positions={positions.data?.positions} pools={list} loading={positions.isPending} />
          ) : (
            <ConnectWalletCard
              title="Connect Wallet to See Positions"
              description="Positions are NFTs held by your wallet; connect it to open, collect and close them."
            />
          )}
        </TabsContent>
        <TabsContent value="pools" className="pt-4">
          <PoolsTab pools={list} />
        </TabsContent>
        <TabsContent value="analytics" className="pt-4">
          <AnalyticsTab pools={list} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
