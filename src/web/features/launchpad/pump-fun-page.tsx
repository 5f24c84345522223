import { Flame, Rocket, TrendingUp, User } from 'lucide-react';
import { useState } from 'react';
import { NoticeCard } from '@web/components/common/notice-card';
import { PageHeader } from '@web/components/common/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useLaunchStats } from './api/get-launch-stats';
import { useLaunches } from './api/get-launches';
import { LaunchForm } from './components/launch-form';
import { LaunchList } from './components/launch-list';
import { LaunchPanel } from './components/launch-panel';
import { LaunchStatCards } from './components/launch-stat-cards';

const CUSTODY_POINTS = [
  'The curve is two platform-owned vaults (your tokens and the wrapped SOL raised), not an on-chain program: the platform co-signs every trade after re-checking the curve.',
  'Mint and freeze authority are removed in the launch transaction; the whole supply goes to the curve vault.',
  'When the curve sells out, one platform transaction moves the raise and the reserved tokens into a pool and burns its LP tokens.',
];

/** Route /pump-fun (spec §2.9): tabs create, trending, my-tokens, with stat cards and a trade panel per launch. */
export default function PumpFunPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const [tab, setTab] = useState('create');
  const [selected, setSelected] = useState<string | null>(null);
  const stats = useLaunchStats();
  const trending = useLaunches('trending', owner);
  const mine = useLaunches('mine', owner);
  const select = (mint: string) => setSelected(mint);
  return (
    <div className="space-y-6">
      <PageHeader title="Pump.fun">
        Launch a token on a bonding curve. Others buy and sell it on the curve; when it sells out it graduates
        to a pool by itself. Every step is a real transaction.
      </PageHeader>
      <LaunchStatCards stats={stats.data} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Pump.fun sections">
          <TabsTrigger value="create">
            <Rocket aria-hidden />
            Create
          </TabsTrigger>
          <TabsTrigger value="trending">
            <TrendingUp aria-hidden />
            Trending
          </TabsTrigger>
          <TabsTrigger value="my-tokens">
            <User aria-hidden />
            My Tokens
          </TabsTrigger>
        </TabsList>
        <TabsContent value="create" className="space-y-6">
          {owner ? (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Flame className="size-5 text-warning" aria-hidden />
                  Create Token
                </CardTitle>
                <CardDescription>
                  1,000,000,000 supply, 6 decimals; 793.1M sold on the curve, 206.9M reserved for the pool.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <LaunchForm
                  onLaunched={(mint) => {
                    setSelected(mint);
                    setTab('trending');
                  }}
                />
              </CardContent>
            </Card>
          ) : (
            <ConnectWalletCard
              title="Connect Wallet to Launch"
              description="Launching signs one transaction: the mint, its metadata, the curve vaults and your first buy."
            />
          )}
          <NoticeCard title="What is custodial" variant="info" points={CUSTODY_POINTS} />
        </TabsContent>
        <TabsContent value="trending" className="space-y-6">
          <LaunchList
            launches={trending.data?.launches}
            loading={trending.isPending}
            selected={selected}
            onSelect={select}
            empty="No launches yet. Be the first on the Create tab."
          />
          {selected ? <LaunchPanel mint={selected} /> : null}
        </TabsContent>
        <TabsContent value="my-tokens" className="space-y-6">
          {owner ? (
            <LaunchList
              launches={mine.data?.launches}
              loading={mine.isPending}
              selected={selected}
              onSelect={select}
              empty="You have not launched a token yet."
            />
          ) : (
            <ConnectWalletCard
              title="Connect Wallet"
              description="Your launches appear here once connected."
            />
          )}
          {selected && tab === 'my-tokens' ? <LaunchPanel mint={selected} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}
