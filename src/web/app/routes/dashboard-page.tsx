// A route composes features (bulletproof-react's app/routes); features themselves never import each other.
import { TokenCreateForm } from '@web/features/tokens/components/token-create-form';
import { DashboardTabs } from '@web/features/dashboard/components/dashboard-tabs';
import { MarketInsights } from '@web/features/dashboard/components/market-insights';
import { QuickActions } from '@web/features/dashboard/components/quick-actions';
import { RecentActivity } from '@web/features/dashboard/components/recent-activity';
import { StatCards } from '@web/features/dashboard/components/stat-cards';

/** Route / (spec §2.4): stats, token creation, quick actions, activity, market insights, tabs. */
export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Project Overview</h2>
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TokenCreateForm />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <QuickActions />
          <MarketInsights />
          <RecentActivity />
        </div>
      </div>
      <DashboardTabs />
    </div>
  );
}
