import { Crown } from 'lucide-react';
import { useState } from 'react';
import type { StakingPoolView } from '@shared/schemas/staking';
import { PageHeader } from '@web/components/common/page-header';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSolxOverview } from '@web/entities/solx/solx-overview';
import { OperationStatus } from '@web/entities/operations';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useStakePayments } from './api/get-stake-payments';
import { useStakingPools } from './api/get-staking-pools';
import { useStakingStats } from './api/get-staking-stats';
import { useUserStakes } from './api/get-user-stakes';
import { PoolCards } from './components/pool-cards';
import { StakeForm } from './components/stake-form';
import { StakeTabs } from './components/stake-tabs';
import { StakingStatCards } from './components/staking-stat-cards';
import { useStakingActions } from './hooks/use-staking-actions';

/** Route /solx-staking: stake SOLX into the platform's staking vault; claims and unstakes are co-signed payouts. */
export default function SolxStakingPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const pools = useStakingPools();
  const stats = useStakingStats(owner);
  const stakes = useUserStakes(owner);
  const payments = useStakePayments(owner);
  const overview = useSolxOverview();
  const actions = useStakingActions();
  const list = pools.data?.pools ?? [];
  const [chosen, setChosen] = useState<StakingPoolView | null>(null);
  const pool = chosen ?? list.find((p) => p.duration === 90 && p.isActive) ?? null;
  const busy = actions.runner.isPending;
  return (
    <div className="space-y-6">
      <PageHeader title="SOLX Staking">
        Lock SOLX in a tiered pool and earn per-second rewards from the staking-rewards allocation. Staked
        tokens sit in a platform-owned vault that the platform co-signs payouts from; it is not an on-chain
        staking program.
      </PageHeader>
      <Badge variant="gradient" className="w-fit">
        <Crown aria-hidden />
        Elite Access
      </Badge>
      {owner ? <StakingStatCards stats={stats.data} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Choose a Pool</CardTitle>
          <CardDescription>Each tier has its own lock, APR, minimum and capacity.</CardDescription>
        </CardHeader>
        <CardContent>
          <PoolCards pools={list} selected={pool?.id ?? null} onSelect={setChosen} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {owner ? (
          <Card>
            <CardHeader>
              <CardTitle>Stake SOLX</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <StakeForm
                pools={list}
                pool={pool}
                onPool={setChosen}
                available={stats.data?.availableBalance ?? '0'}
                faucet={overview.data?.faucetAvailable ?? false}
                dayMs={stats.data?.dayMs ?? 86_400_000}
                busy={busy}
                onStake={(amount, duration, done) =>
                  pool && void actions.stake({ poolId: pool.id, amount, duration }, done)
                }
              />
              <OperationStatus state={actions.runner.state} onRetry={() => void actions.runner.retry()} />
            </CardContent>
          </Card>
        ) : (
          <ConnectWalletCard
            title="Connect Wallet to Stake"
            description="Staking needs a connected wallet to sign the transfer into the staking vault."
          />
        )}
        <Card>
          <CardHeader>
            <CardTitle>Your Stakes</CardTitle>
          </CardHeader>
          <CardContent>
            <StakeTabs
              stakes={stakes.data?.stakes ?? []}
              payments={payments.data?.payments ?? []}
              busy={busy}
              onClaim={(s) => void actions.claim(s.id, s.pendingRewards)}
              onUnstake={(s) => void actions.unstake(s.id, s.amount)}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
