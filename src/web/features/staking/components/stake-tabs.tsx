import { History, Layers, Gift } from 'lucide-react';
import { CLAIM_MINIMUM, stakingPoolFor, type StakePayment, type UserStake } from '@shared/schemas/staking';
import { EmptyState } from '@web/components/common/empty-state';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatAmount } from '@web/lib/format';

interface StakeTabsProps {
  stakes: UserStake[];
  payments: StakePayment[];
  busy: boolean;
  onClaim: (stake: UserStake) => void;
  onUnstake: (stake: UserStake) => void;
}

function remaining(s: UserStake): string {
  if (s.secondsRemaining <= 0) return 'Lock ended';
  const days = s.secondsRemaining / (s.lockSeconds / (stakingPoolFor(s.poolId)?.duration ?? 1));
  return days >= 1 ? `${Math.ceil(days)} days left` : `${Math.ceil(s.secondsRemaining)} s left`;
}

/** Active Stakes (claim from 0.01, unstake when the lock ended), Rewards (payouts), History (every stake). */
export function StakeTabs({ stakes, payments, busy, onClaim, onUnstake }: StakeTabsProps) {
  const active = stakes.filter((s) => s.status === 'active');
  const rewards = payments.filter((p) => Number(p.reward) > 0);
  return (
    <Tabs defaultValue="active">
      <TabsList>
        <TabsTrigger value="active">Active Stakes</TabsTrigger>
        <TabsTrigger value="rewards">Rewards</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      <TabsContent value="active" className="space-y-3">
        {active.length === 0 ? (
          <EmptyState icon={Layers} title="No active stakes">
            Stake SOLX in a pool to start earning.
          </EmptyState>
        ) : (
          active.map((s) => {
            const progress = 100 - (s.secondsRemaining / s.lockSeconds) * 100;
            return (
              <div
                key={s.id}
                className="space-y-3 rounded-xl border border-border p-4"
                data-testid="active-stake"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">
                    {s.poolName} · {formatAmount(s.amount, 4)} SOLX
                  </p>
                  <Badge variant="success">{s.apr}% APR</Badge>
                </div>
                <Progress value={progress} aria-label="Lock progress" />
                <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
                  <span className="text-muted-foreground">{remaining(s)}</span>
                  <span>
                    Pending:{' '}
                    <span className="font-medium tabular-nums">{formatAmount(s.pendingRewards, 6)}</span> SOLX
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy || Number(s.pendingRewards) < Number(CLAIM_MINIMUM)}
                    onClick={() => onClaim(s)}
                  >
                    Claim
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy || s.secondsRemaining > 0}
                    onClick={() => onUnstake(s)}
                  >
                    Unstake
                  </Button>
                </div>
              </div>
            );
          })
        )}
      </TabsContent>
      <TabsContent value="rewards" className="space-y-2">
        {rewards.length === 0 ? (
          <EmptyState icon={Gift} title="No rewards claimed yet">
            Claimed rewards appear here.
          </EmptyState>
        ) : (
          rewards.map((p) => (
            <Line
              key={p.id}
              left={`${p.poolName} · ${p.kind === 'claim' ? 'Claim' : 'Unstake'}`}
              right={`+${formatAmount(p.reward, 6)} SOLX`}
              when={p.createdAt}
              href={p.explorerUrl}
            />
          ))
        )}
      </TabsContent>
      <TabsContent value="history" className="space-y-2">
        {stakes.length === 0 ? (
          <EmptyState icon={History} title="No stakes yet">
            Every stake you make is listed here.
          </EmptyState>
        ) : (
          stakes.map((s) => (
            <Line
              key={s.id}
              left={`${s.poolName} · ${formatAmount(s.amount, 4)} SOLX · earned ${formatAmount(s.earnedRewards, 6)}`}
              right={s.status === 'active' ? 'Active' : 'Completed'}
              when={s.stakedAt}
              href={s.explorerUrl}
            />
          ))
        )}
      </TabsContent>
    </Tabs>
  );
}

function Line({
  left,
  right,
  when,
  href,
}: {
  left: string;
  right: string;
  when: string;
  href: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium">{left}</p>
        <p className="text-xs text-muted-foreground">{new Date(when).toLocaleString()}</p>
      </div>
      <div className="flex items-center gap-2">
        <span className="tabular-nums">{right}</span>
        {href ? <ExplorerLink href={href} label="View transaction on explorer" /> : null}
      </div>
    </div>
  );
}
