import { BarChart3, Brain, Repeat, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { DexTradingPanel } from './dex-trading-panel';

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="space-y-1">
          <h3 className="font-semibold">{title}</h3>
          <p className="max-w-2xl text-sm text-muted-foreground">{children}</p>
        </div>
        {action}
      </CardContent>
    </Card>
  );
}

/** Spec §2.4: DEX Trading is the default and only live tab; the others are placeholders. */
export function DashboardTabs() {
  return (
    <Tabs defaultValue="dex-trading">
      <TabsList aria-label="Dashboard sections">
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
        <Panel title="AI Tools">AI tools on the dashboard are coming soon.</Panel>
      </TabsContent>
      <TabsContent value="analytics">
        <Panel title="Analytics">Detailed analytics on the dashboard are coming soon.</Panel>
      </TabsContent>
      <TabsContent value="advanced">
        <Panel title="Advanced">Advanced features on the dashboard are coming soon.</Panel>
      </TabsContent>
    </Tabs>
  );
}
