import { Activity, LineChart } from 'lucide-react';
import { useState } from 'react';
import { signalMessages, type SignalResponse, type SignalTimeframe } from '@shared/schemas/ai-signals';
import { EmptyState } from '@web/components/common/empty-state';
import { PageHeader } from '@web/components/common/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { useWallet } from '@web/wallet';
import { useGenerateSignal } from './api/generate-signal';
import { useRefreshSignalHistory, useSignalHistory } from './api/get-signal-history';
import { useMarketAlerts } from './api/get-market-alerts';
import { MarketAlerts } from './components/market-alerts';
import { SignalCard } from './components/signal-card';
import { SignalForm } from './components/signal-form';
import { SignalPerformance } from './components/signal-performance';

/** Route /ai-signals: indicator votes on a token's real trades, alerts from the same trades, hit rate. */
export default function AiSignalsPage() {
  const generate = useGenerateSignal();
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const history = useSignalHistory(owner);
  const refreshHistory = useRefreshSignalHistory();
  const [signals, setSignals] = useState<SignalResponse[]>([]);
  const [watch, setWatch] = useState<{ token: string; timeframe: SignalTimeframe } | null>(null);
  const [streaming, setStreaming] = useState(false);
  const alerts = useMarketAlerts(watch?.token ?? null, watch?.timeframe ?? '1h', streaming);
  return (
    <div className="space-y-6">
      <PageHeader title="AI Signal Generator" icon={Activity}>
        Buy, sell or hold from RSI, MACD, Bollinger Bands and more on the token's trades in this app's pools.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>Signal Settings</CardTitle>
            <CardDescription>
              Sensitivity sets the thresholds every indicator is read against.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SignalForm
              pending={generate.isPending}
              streaming={streaming}
              onToggleStream={(token) => {
                if (!streaming) setWatch((w) => ({ token, timeframe: w?.timeframe ?? '1h' }));
                setStreaming(!streaming);
              }}
              onGenerate={(body) =>
                generate.mutate(body, {
                  onSuccess: (r) => {
                    setSignals((list) => [r, ...list]);
                    void refreshHistory();
                    setWatch({ token: body.tokenAddress, timeframe: body.config?.timeframe ?? '1h' });
                    toast({ title: signalMessages.successTitle, variant: 'success' });
                  },
                  onError: (e) =>
                    toast({
                      title: signalMessages.failedTitle,
                      description: e.message || signalMessages.failedDefault,
                      variant: 'destructive',
                    }),
                })
              }
            />
          </CardContent>
        </Card>
        <Tabs defaultValue="active" className="min-w-0">
          <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
            <TabsTrigger value="active" className="text-xs sm:text-sm">
              Active Signals
            </TabsTrigger>
            <TabsTrigger value="alerts" className="text-xs sm:text-sm">
              Market Alerts
            </TabsTrigger>
            <TabsTrigger value="performance" className="text-xs sm:text-sm">
              Performance
            </TabsTrigger>
          </TabsList>
          <TabsContent value="active" className="space-y-4">
            {signals.length === 0 ? (
              <Card>
                <CardContent className="py-10">
                  <EmptyState icon={LineChart} title="No signals yet">
                    Enter the mint of a token traded in this app's pools and generate a signal.
                  </EmptyState>
                </CardContent>
              </Card>
            ) : (
              signals.map((r) => <SignalCard key={r.signal.id} signal={r.signal} meta={r.meta} />)
            )}
          </TabsContent>
          <TabsContent value="alerts">
            <MarketAlerts
              alerts={alerts.data?.alerts}
              loading={alerts.isFetching}
              error={alerts.error ? alerts.error.message : null}
              streaming={streaming}
            />
          </TabsContent>
          <TabsContent value="performance">
            {history.data ? (
              <SignalPerformance history={history.data} />
            ) : (
              <Card>
                <CardContent className="py-10 text-center text-sm text-muted-foreground">
                  {owner
                    ? 'Loading your signal history…'
                    : 'Connect a wallet: signals you generate are stored with it and scored on later prices.'}
                </CardContent>
              </Card>
            )}
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
