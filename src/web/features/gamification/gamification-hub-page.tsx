import { PageHeader } from '@web/components/common/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useAchievements } from './api/get-achievements';
import { useDailyQuests } from './api/get-daily-quests';
import { useGamificationStats } from './api/get-gamification-stats';
import { useLeaderboard } from './api/get-leaderboard';
import { useRewards } from './api/get-rewards';
import { AchievementsTab } from './components/achievements-tab';
import { LeaderboardTab } from './components/leaderboard-tab';
import { LevelCard } from './components/level-card';
import { QuestsTab } from './components/quests-tab';
import { ReferralLinkCard } from './components/referral-link-card';
import { RewardsTab } from './components/rewards-tab';

/** Route /gamification: points, achievements, leaderboard, store and quests, all from confirmed operations. */
export default function GamificationHubPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const stats = useGamificationStats(owner);
  const achievements = useAchievements(owner);
  const leaderboard = useLeaderboard(owner);
  const rewards = useRewards(owner);
  const quests = useDailyQuests(owner);
  return (
    <div className="space-y-6">
      <PageHeader title="Gamification Hub">
        Earn points when your operations confirm on chain: create tokens, trade, add liquidity, send batches
        and burn.
      </PageHeader>
      {!owner ? (
        <ConnectWalletCard
          title="Connect Wallet to Earn Points"
          description="Points, achievements and rewards are kept for your signed-in wallet."
        />
      ) : (
        <>
          <LevelCard stats={stats.data} loading={stats.isLoading} />
          <Tabs defaultValue="achievements">
            <TabsList className="grid h-auto grid-cols-2 sm:inline-flex sm:h-10">
              <TabsTrigger value="achievements">Achievements</TabsTrigger>
              <TabsTrigger value="leaderboard">Leaderboard</TabsTrigger>
              <TabsTrigger value="rewards">Rewards</TabsTrigger>
              <TabsTrigger value="quests">Daily Quests</TabsTrigger>
            </TabsList>
            <TabsContent value="achievements">
              <AchievementsTab achievements={achievements.data?.achievements ?? []} />
            </TabsContent>
            <TabsContent value="leaderboard">
              <LeaderboardTab entries={leaderboard.data?.entries ?? []} />
            </TabsContent>
            <TabsContent value="rewards">
              <RewardsTab
                rewards={rewards.data?.rewards ?? []}
                availablePoints={stats.data?.availablePoints ?? 0}
                owner={owner}
              />
            </TabsContent>
            <TabsContent value="quests">
              <div className="space-y-3">
                <QuestsTab quests={quests.data?.quests ?? []} />
                <ReferralLinkCard owner={owner} />
              </div>
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
