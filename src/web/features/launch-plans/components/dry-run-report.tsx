import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import type { DryRun, ForkRehearsal } from '@shared/schemas/launch-plan-cost';
import { CopyButton } from '@web/components/common/copy-button';
import { forkStepDetail, forkStepOk } from '../lib/fork-steps';

function Mark({ ok }: { ok: boolean | null }) {
  if (ok === null)
    return <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="not run" />;
  return ok ? (
    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-label="pass" />
  ) : (
    <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="fail" />
  );
}

/** Every step as it ran on the fork. */
function ForkSteps({ rehearsal }: { rehearsal: ForkRehearsal }) {
  return (
    <div className="space-y-1" data-testid="dry-run-fork">
      <p className="text-sm font-medium">Every step on a local fork of the cluster</p>
      <ul className="space-y-2">
        {rehearsal.steps.map((s) => (
          <li key={s.step} className="flex min-w-0 gap-2 text-sm" data-testid="dry-run-fork-step">
            <Mark ok={forkStepOk(s)} />
            <span className="min-w-0">
              <span className="font-medium">
                {s.step} ({s.kind})
              </span>
              <span className="block break-words text-xs text-muted-foreground">{forkStepDetail(s)}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="whitespace-pre-line break-words text-xs text-muted-foreground">{rehearsal.note}</p>
    </div>
  );
}

/** A dry run's answer: each check passed or failed with its detail, what could not run yet, and the CLI line. */
export function DryRunReport({ result }: { result: DryRun }) {
  return (
    <div className="min-w-0 space-y-3 rounded-lg border border-border/60 p-3" data-testid="dry-run-report">
      <p className="text-sm font-medium">
        Dry run on {result.cluster === 'custom' ? 'this cluster' : result.cluster}
      </p>
      <ul className="space-y-2">
        {result.checks.map((c) => (
          <li key={c.name} className="flex min-w-0 gap-2 text-sm" data-testid="dry-run-check">
            <Mark ok={c.ok} />
            <span className="min-w-0">
              <span className="font-medium">{c.name}</span>
              <span className="block break-words text-xs text-muted-foreground">{c.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      {result.collisions.checked.length > 0 ? (
        <p className="break-words text-xs text-muted-foreground">
          Names and symbols checked against: {result.collisions.checked.join('; ')}.
        </p>
      ) : null}
      {result.rehearsal ? <ForkSteps rehearsal={result.rehearsal} /> : null}
      {result.later.length > 0 ? (
        <div className="space-y-1">
          <p className="text-sm font-medium">Not simulated yet</p>
          <ul className="space-y-1">
            {result.later.map((l) => (
              <li key={l.step} className="flex min-w-0 gap-2 text-xs text-muted-foreground">
                <Mark ok={null} />
                <span className="min-w-0 break-words">{l.reason}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            The CLI rehearses the whole plan on a local fork of the cluster, nothing sent to it (export the
            plan as plan.json first):
          </p>
          <div className="flex min-w-0 items-start gap-2 rounded-md bg-muted/40 p-2">
            <code className="min-w-0 flex-1 break-all font-mono text-xs" data-testid="dry-run-cli">
              {result.cliCommand}
            </code>
            <CopyButton value={result.cliCommand} label="CLI command" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
