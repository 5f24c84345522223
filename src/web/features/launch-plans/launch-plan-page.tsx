import { ListChecks, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PlanCheck } from '@shared/schemas/launch-plan-check';
import { PageHeader } from '@web/components/common/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { checkPlan, startRun, useLaunchPlanRun, useLaunchPlanRuns } from './api/launch-plan-runs';
import { usePlanCost } from './api/launch-plan-cost';
import { CostCard } from './components/cost-card';
import { useDryRun } from './api/launch-plan-dry-run';
import { DryRunReport } from './components/dry-run-report';
import { PlanWarnings } from './components/plan-warnings';
import { PlanEditor, type PlanDraft } from './components/plan-editor';
import { RunPanel } from './components/run-panel';
import { hasBuys, saveBuyers, withNewBuyers } from './lib/buyer-keys';
import { BUYS_RUN_FROM_CLI, EXAMPLE_PLAN } from './lib/step-fields';

const DRAFT_KEY = 'solx.launch-plan.draft';
const RUN_KEY = 'solx.launch-plan.run';

function savedDraft(): PlanDraft {
  try {
    const text = localStorage.getItem(DRAFT_KEY);
    if (text) return JSON.parse(text) as PlanDraft;
  } catch {
    // No storage or a damaged draft: start from the example.
  }
  return structuredClone(EXAMPLE_PLAN) as PlanDraft;
}

/** Route /launch-plan: write a launch once as ordered steps, check it as a whole, rehearse or run it. */
export default function LaunchPlanPage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const chain = useChainStatus().data;
  const embedded = chain?.cluster === 'local';
  const [plan, setPlan] = useState<PlanDraft>(savedDraft);
  const [check, setCheck] = useState<PlanCheck>();
  const [runId, setRunId] = useState<string | null>(() => localStorage.getItem(RUN_KEY));
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const run = useLaunchPlanRun(owner ? runId : null, false);
  const runs = useLaunchPlanRuns(owner);
  // Cost before starting: the start button waits for a plan the wallet can pay.
  const cost = usePlanCost(plan, owner, check?.valid === true);
  const cannotPay = cost.data?.canPay === false ? (cost.data.shortfalls[0] ?? null) : null;
  // Dry run (real clusters only): cost, known names and the first step simulated on the cluster.
  const dry = useDryRun();

  useEffect(() => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(plan));
    const timer = setTimeout(() => {
      checkPlan(plan).then(setCheck, () => setCheck(undefined));
    }, 300);
    return () => clearTimeout(timer);
  }, [plan]);

  function openRun(id: string | null) {
    setRunId(id);
    if (id) localStorage.setItem(RUN_KEY, id);
    else localStorage.removeItem(RUN_KEY);
  }

  async function start() {
    setStarting(true);
    setStartError(null);
    try {
      if (hasBuys(plan) && !embedded) throw new Error(BUYS_RUN_FROM_CLI);
      const { plan: withBuyers, buyers } = await withNewBuyers(plan);
      const view = await startRun(withBuyers, embedded);
      saveBuyers(view.id, buyers);
      openRun(view.id);
      void runs.refetch();
    } catch (error) {
      setStartError(error instanceof Error ? error.message : String(error));
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Launch Plan">
        Write a launch once as ordered steps, rehearse it on the embedded chain, then run the same plan on a
        real cluster (here, or headless with <code className="font-mono text-xs">npx solx-launch</code>).
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="min-w-0">
          <CardHeader>
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15">
                <ListChecks className="size-5 text-primary" aria-hidden />
              </span>
              <div className="min-w-0 space-y-1">
                <CardTitle>Plan</CardTitle>
                <CardDescription>
                  A later step names an earlier result as <code className="font-mono">$steps.token.mint</code>
                  .
                </CardDescription>
              </div>
            </div>
          </CardHeader>
          <CardContent>
            <PlanEditor plan={plan} onChange={setPlan} check={check} />
            <PlanWarnings check={check} />
          </CardContent>
        </Card>
        <div className="min-w-0 space-y-6">
          {owner ? (
            <CostCard
              cost={check?.valid ? cost.data : undefined}
              loading={cost.isFetching}
              error={cost.error ? cost.error.message : null}
            />
          ) : null}
          {owner ? (
            <Card>
              <CardHeader>
                <CardTitle>{embedded ? 'Rehearse' : 'Run'}</CardTitle>
                <CardDescription>
                  {embedded
                    ? 'Runs every step on the embedded chain with your wallet, one approval per step (or all at once with the Local Wallet).'
                    : `Runs every step on ${chain?.label ?? 'the cluster'} for real, one approval per step.`}
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-4">
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    onClick={() => void start()}
                    disabled={starting || !check?.valid || cannotPay !== null}
                  >
                    {embedded ? 'Rehearse this plan' : 'Start the live run'}
                  </Button>
                  {embedded ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => dry.mutate(plan)}
                      disabled={dry.isPending || !check?.valid}
                    >
                      {dry.isPending ? 'Dry running…' : 'Dry run'}
                    </Button>
                  )}
                </div>
                {cannotPay ? (
                  <p className="break-words text-sm text-muted-foreground">
                    Starts once your wallet can pay: {cannotPay}.
                  </p>
                ) : null}
                {startError ? <p className="break-words text-sm text-destructive">{startError}</p> : null}
                {!embedded && dry.error ? (
                  <p className="break-words text-sm text-destructive">{dry.error.message}</p>
                ) : null}
                {!embedded && dry.isPending ? (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                    Rehearsing {plan.steps.length} steps on a fork of {chain?.cluster ?? 'the cluster'}…
                  </p>
                ) : null}
                {!embedded && dry.data && !dry.isPending ? <DryRunReport result={dry.data} /> : null}
                {run.data ? <RunPanel view={run.data} /> : null}
                {runs.data && runs.data.runs.length > 0 ? (
                  <div className="space-y-2">
                    <p className="text-sm font-medium">Your runs</p>
                    <ul className="space-y-1 text-sm">
                      {runs.data.runs.slice(0, 8).map((r) => (
                        <li key={r.id}>
                          <button
                            type="button"
                            className="text-left text-primary-soft hover:underline"
                            onClick={() => openRun(r.id)}
                          >
                            {r.name} · {r.rehearsal ? 'rehearsal' : 'live'} · {r.status} ·{' '}
                            {new Date(r.createdAt).toLocaleString()}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </CardContent>
            </Card>
          ) : (
            <ConnectWalletCard
              title="Connect Wallet to Rehearse"
              description="A run signs each step with your wallet. You can write and check the plan without one."
            />
          )}
        </div>
      </div>
    </div>
  );
}
