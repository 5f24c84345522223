import { ArrowLeftRight, Coins, Droplets, Users } from 'lucide-react';
import type { GamificationStats } from '@shared/schemas/gamification';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { formatInteger } from '@web/lib/format';

/** Level badge, progress to the next level, points, rank and the activity counts. */
export function LevelCard({ stats, loading }: { stats: GamificationStats | undefined; loading: boolean }) {
  const s = stats;
  const percent = s ? (s.currentLevelPoints / s.nextLevelPoints) * 100 : 0;
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          <div className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-solana-purple to-solana-green text-2xl font-bold text-white">
            {s?.level ?? '–'}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold">Level {s?.level ?? '–'}</h2>
              <Badge variant="gradient">{formatInteger(s?.totalPoints ?? 0)} points</Badge>
              <Badge variant="secondary" data-testid="available-points">
                {formatInteger(s?.availablePoints ?? 0)} to spend
              </Badge>
            </div>
            <Progress value={percent} aria-label="Progress to the next level" />
            <p className="text-sm text-muted-foreground">
              {formatInteger(s?.currentLevelPoints ?? 0)} / {formatInteger(s?.nextLevelPoints ?? 250)} points
              to level {(s?.level ?? 1) + 1}
            </p>
          </div>
          <div className="text-left sm:text-right">
            <p className="text-2xl font-bold" data-testid="rank">
              #{s?.rank ?? '–'}
            </p>
            <p className="text-sm text-muted-foreground">of {formatInteger(s?.totalUsers ?? 0)} users</p>
          </div>
        </CardContent>
      </Card>
      <StatGrid label="Activity" loading={loading}>
        <StatCard
          label="Tokens Created"
          value={formatInteger(s?.tokensCreated ?? 0)}
          icon={Coins}
          tone="primary"
          testId="activity-stat"
        />
        <StatCard
          label="Trades"
          value={formatInteger(s?.tradesCompleted ?? 0)}
          icon={ArrowLeftRight}
          tone="green"
          testId="activity-stat"
        />
        <StatCard
          label="Liquidity Adds"
          value={formatInteger(s?.liquidityProvided ?? 0)}
          icon={Droplets}
          tone="info"
          testId="activity-stat"
        />
        <StatCard
          label="Referrals"
          value={formatInteger(s?.referrals ?? 0)}
          icon={Users}
          tone="warning"
          testId="activity-stat"
        />
      </StatGrid>
    </div>
  );
}
