import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleDashed, FileText, Loader2, SkipForward, XCircle } from 'lucide-react';
import { useState } from 'react';
import { endpointUrl } from '@shared/api/endpoint';
import { getLaunchPlanReport, getLaunchPlanReportPdf } from '@shared/api/launch-plans';
import { RunRefused, runToEnd } from '@shared/launch-plans/runner';
import type { RunStep, RunView } from '@shared/schemas/launch-plan-runs';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { base64ToBytes, bytesToBase64 } from '@web/entities/operations';
import { accountExplorerUrl, txExplorerUrl } from '@web/lib/explorer';
import { formatNumber, shortAddress } from '@web/lib/format';
import { useWallet } from '@web/wallet';
import { runKeys, skipStep } from '../api/launch-plan-runs';
import { useRunApproval } from '../hooks/use-run-approval';
import { buyerSignersFor } from '../lib/buyer-keys';
import { BUYS_RUN_FROM_CLI } from '../lib/step-fields';
import { webRunTransport } from '../lib/web-transport';
import { BuyersList } from './buyers-list';
import { ApproveAllSwitch, StepApprovalPrompt } from './run-approval';

const ICONS = {
  pending: <CircleDashed className="size-4 text-muted-foreground" aria-hidden />,
  in_flight: <Loader2 className="size-4 animate-spin text-primary" aria-hidden />,
  confirmed: <CheckCircle2 className="size-4 text-emerald-400" aria-hidden />,
  failed: <XCircle className="size-4 text-destructive" aria-hidden />,
  skipped: <SkipForward className="size-4 text-muted-foreground" aria-hidden />,
} as const;

/** An explorer link once the cluster is known, the plain text before. */
function Linked({ href, label, text }: { href: string | null; label: string; text: string }) {
  return href ? (
    <ExplorerLink href={href} label={label}>
      {text}
    </ExplorerLink>
  ) : (
    <span className="font-mono">{text}</span>
  );
}

function StepRow({ step, buyers }: { step: RunStep; buyers?: RunView['buyers'][number] }) {
  const chain = useChainStatus().data;
  // A buyer's buy is listed with its buyer below; the step's own line keeps the funding batch.
  const own = buyers ? step.operations.filter((o) => o.kind !== 'launchpad_trade') : step.operations;
  const sigs = own.flatMap((o) => o.signatures);
  return (
    <li
      className="min-w-0 space-y-1 rounded-lg border border-border/60 p-3"
      data-testid={`run-step-${step.index}`}
    >
      <div className="flex items-center gap-2">
        {ICONS[step.status]}
        <span className="text-sm font-medium">
          {step.index + 1}. {step.label ?? step.id}
        </span>
        <Badge variant="outline" className="ml-auto">
          {step.status.replace('_', ' ')}
        </Badge>
      </div>
      {Object.entries(step.outputs).map(([k, v]) => (
        <p key={k} className="text-xs text-muted-foreground">
          {k}: <Linked href={accountExplorerUrl(chain, v)} label={v} text={shortAddress(v)} />
        </p>
      ))}
      {sigs.map((s) => (
        <p key={s} className="text-xs text-muted-foreground">
          signature: <Linked href={txExplorerUrl(chain, s)} label={s} text={shortAddress(s, 8, 8)} />
        </p>
      ))}
      {buyers ? <BuyersList step={step} buyers={buyers} /> : null}
      {step.error ? <p className="break-words text-xs text-destructive">{step.error}</p> : null}
    </li>
  );
}

/** A run's progress per step, with the runner that plans, signs and submits each step in turn. */
export function RunPanel({ view }: { view: RunView }) {
  const wallet = useWallet();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState<number | null>(null);
  const approval = useRunApproval(view);

  const refresh = (v: RunView) => queryClient.setQueryData(runKeys.one(v.id), v);

  async function run(retryFailed: boolean) {
    setRunning(true);
    setRefused(null);
    const t0 = startedAt ?? Date.now();
    setStartedAt(t0);
    try {
      const sign = async (txs: string[]) =>
        (await wallet.signAllTransactions(txs.map(base64ToBytes))).map(bytesToBase64);
      const end = await runToEnd(webRunTransport, sign, view.id, {
        retryFailed,
        approve: approval.approverFor(view),
        signal: approval.leaveSignal(),
        signerFor: view.rehearsal
          ? buyerSignersFor(view.id)
          : async () => {
              throw new Error(BUYS_RUN_FROM_CLI);
            },
        onStep: (_, v) => refresh(v),
      });
      refresh(end);
    } catch (error) {
      setRefused(error instanceof RunRefused || error instanceof Error ? error.message : String(error));
    } finally {
      approval.end();
      setElapsed(Date.now() - t0);
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: runKeys.one(view.id) });
      void queryClient.invalidateQueries({ queryKey: runKeys.all });
    }
  }

  async function skip() {
    if (view.current === null) return;
    refresh(await skipStep(view.id, view.current));
  }

  const current = view.current === null ? undefined : view.steps[view.current];
  return (
    <div className="space-y-3" data-testid="run-panel">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={view.status === 'failed' ? 'destructive' : 'secondary'}>{view.status}</Badge>
        <span className="text-sm text-muted-foreground">
          {view.rehearsal ? 'Rehearsal on the embedded chain' : 'Live run'}
          {elapsed !== null ? ` · ${formatNumber(elapsed / 1000, 1)} s` : ''}
        </span>
      </div>
      <ol className="space-y-2">
        {view.steps.map((s) => (
          <StepRow key={s.index} step={s} buyers={view.buyers.find((b) => b.step === s.id)} />
        ))}
      </ol>
      {refused ? <p className="break-words text-sm text-destructive">{refused}</p> : null}
      {approval.pending ? <StepApprovalPrompt pending={approval.pending} onDecide={approval.decide} /> : null}
      {approval.offered && view.status !== 'completed' ? (
        <ApproveAllSwitch on={approval.on} onChange={approval.setOn} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {view.status === 'running' && current?.status !== 'in_flight' ? (
          <Button type="button" onClick={() => void run(false)} disabled={running}>
            {running ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {current && current.index > 0 ? 'Continue' : 'Run steps'}
          </Button>
        ) : null}
        {view.status === 'failed' ? (
          <>
            <Button type="button" onClick={() => void run(true)} disabled={running}>
              Retry step {(view.current ?? 0) + 1}
            </Button>
            <Button type="button" variant="outline" onClick={() => void skip()} disabled={running}>
              Skip it
            </Button>
          </>
        ) : null}
        <Button asChild variant="outline">
          <a href={endpointUrl(getLaunchPlanReport, { id: view.id })} download>
            <FileText className="size-4" aria-hidden /> Download report
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={endpointUrl(getLaunchPlanReportPdf, { id: view.id })} download>
            <FileText className="size-4" aria-hidden /> Report as PDF
          </a>
        </Button>
      </div>
    </div>
  );
}
