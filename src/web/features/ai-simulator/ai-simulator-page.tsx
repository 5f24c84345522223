import { Gauge, History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { simulatorMessages, successTone } from '@shared/schemas/ai-simulator';
import { PageHeader } from '@web/components/common/page-header';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { formatInteger } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import {
  useRefreshHistory,
  useSimulationHistory,
  useSimulationRun,
  useStartSimulation,
} from './api/simulator';
import { SimulationResults } from './components/simulation-results';
import { SimulatorForm } from './components/simulator-form';

const TONE = { good: 'success', fair: 'warning', poor: 'destructive' } as const;

/** Route /ai-simulator: Monte Carlo launch runs on the server's worker thread, history per wallet. */
export default function AiSimulatorPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const start = useStartSimulation();
  const [runningId, setRunningId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const live = useSimulationRun(runningId);
  const history = useSimulationHistory(owner);
  const refresh = useRefreshHistory();
  const runs = (history.data?.runs ?? []).filter((r) => r.status === 'completed');
  const selected = runs.find((r) => r.simulationId === selectedId) ?? null;

  useEffect(() => {
    const run = live.data;
    if (!runningId || !run || run.status === 'running') return;
    setRunningId(null);
    void refresh();
    if (run.status === 'completed') {
      setSelectedId(run.simulationId);
      toast({ title: simulatorMessages.successTitle, variant: 'success' });
    } else {
      toast({
        title: simulatorMessages.failedTitle,
        description: run.error ?? simulatorMessages.failedDefault,
        variant: 'destructive',
      });
    }
  }, [live.data, runningId, refresh]);

  const running = start.isPending || runningId !== null;
  return (
    <div className="space-y-6">
      <PageHeader title="Launch Simulator" icon={Gauge}>
        Monte Carlo runs of your launch against a constant-product pool: outcomes, scenarios and risks.
      </PageHeader>
      {!owner ? (
        <ConnectWalletCard
          title="Connect Wallet to Simulate"
          description="Runs are stored with your wallet so you can compare them later."
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Simulation Setup</CardTitle>
                <CardDescription>Prices in SOL; the same seed gives the same result.</CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <SimulatorForm
                  running={running}
                  onRun={(body) =>
                    start.mutate(body, {
                      onSuccess: (run) => setRunningId(run.simulationId),
                      onError: (e) =>
                        toast({
                          title: simulatorMessages.failedTitle,
                          description: e.message || simulatorMessages.failedDefault,
                          variant: 'destructive',
                        }),
                    })
                  }
                />
                {running ? (
                  <div className="space-y-1" data-testid="simulation-progress">
                    <Progress value={live.data?.progress ?? 0} aria-label="Simulation progress" />
                    <p className="text-xs text-muted-foreground">
                      {live.data?.progress ?? 0}% of paths simulated
                    </p>
                  </div>
                ) : null}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <History className="size-4" aria-hidden /> History
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-2" data-testid="simulation-history">
                {runs.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No simulations yet.</p>
                ) : null}
                {runs.map((r) => {
                  const p = r.results?.outcomes.successProbability ?? 0;
                  return (
                    <button
                      key={r.simulationId}
                      type="button"
                      onClick={() => setSelectedId(r.simulationId)}
                      className={`flex w-full items-center justify-between gap-2 rounded-lg border p-3 text-left text-sm ${r.simulationId === selectedId ? 'border-primary' : 'border-border'}`}
                    >
                      <span>
                        <span className="font-medium">{r.tokenName}</span>
                        <span className="block text-xs text-muted-foreground">
                          {new Date(r.createdAt).toLocaleString()} · {formatInteger(r.iterations)}{' '}
                          paths
                        </span>
                      </span>
                      <Badge variant={TONE[successTone(p)]}>{p}%</Badge>
                    </button>
                  );
                })}
              </CardContent>
            </Card>
          </div>
          <div>
            {selected ? (
              <SimulationResults run={selected} />
            ) : (
              <Card>
                <CardContent className="py-10 text-center sm:py-10 text-sm text-muted-foreground">
                  Run a simulation to see outcomes, scenarios, risks and recommendations.
                </CardContent>
              </Card>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
