import { BarChart3, Brain, Repeat, Settings2 } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdvancedPanel } from './advanced-panel';
import { AiToolsPanel } from './ai-tools-panel';
import { AnalyticsPanel } from './analytics-panel';
import { DexTradingPanel } from './dex-trading-panel';

/**
 * Spec §2.4: DEX Trading is the default. The spec's other three tabs said "coming soon"; they show what
 * exists instead (issue 29 item 7): recent AI results, live figures, the advanced tools.
 */
export function DashboardTabs() {
  return (
    <Tabs defaultValue="dex-trading">
      <TabsList aria-label="Dashboard sections" className="h-auto flex-wrap">
        <TabsTrigger value="dex-trading">
          <Repeat aria-hidden />
          DEX Trading
        </TabsTrigger>
        <TabsTrigger value="ai-tools">
          <Brain aria-hidden />
          AI Tools
        </TabsTrigger>
        <TabsTrigger value="analytics">
          <BarChart3 aria-hidden />
          Analytics
        </TabsTrigger>
        <TabsTrigger value="advanced">
          <Settings2 aria-hidden />
          Advanced
        </TabsTrigger>
      </TabsList>
      <TabsContent value="dex-trading">
        <DexTradingPanel />
      </TabsContent>
      <TabsContent value="ai-tools">
        <AiToolsPanel />
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsPanel />
      </TabsContent>
      <TabsContent value="advanced">
        <AdvancedPanel />
      </TabsContent>
    </Tabs>
  );
}
