import { and, asc, eq, inArray } from 'drizzle-orm';
import { endpointUrl } from '@shared/api/endpoint';
import {
  nextRequest,
  resolveStep,
  stepOutputs,
  type StepOperation,
  type StepOutputs,
} from '@shared/launch-plans/requests';
import { launchRunMessages, type RunStep, type RunView } from '@shared/schemas/launch-plan-runs';
import type { LaunchPlanDocument } from '@shared/schemas/launch-plans';
import type { Db } from '../../db/client';
import {
  launchPlanOperations,
  launchPlanRuns,
  launchPlanSkips,
  operations,
  operationTransactions,
} from '../../db/schema';
import { notFound } from '../../lib/errors';

type RunRow = typeof launchPlanRuns.$inferSelect;

interface LoadedOperation extends StepOperation {
  id: string;
  error: string | null;
  signatures: string[];
}

/** The run of this wallet (another wallet's run is "not found", as if it did not exist). */
export async function runOf(db: Db, wallet: string, id: string): Promise<RunRow> {
  const [run] = await db
    .select()
    .from(launchPlanRuns)
    .where(and(eq(launchPlanRuns.id, id), eq(launchPlanRuns.wallet, wallet)));
  if (!run) throw notFound(launchRunMessages.runNotFound);
  return run;
}

async function loadOperations(db: Db, runId: string): Promise<Map<number, LoadedOperation[]>> {
  const attached = await db
    .select({
      stepIndex: launchPlanOperations.stepIndex,
      id: operations.id,
      kind: operations.kind,
      status: operations.status,
      summary: operations.summary,
      error: operations.error,
    })
    .from(launchPlanOperations)
    .innerJoin(operations, eq(operations.id, launchPlanOperations.operationId))
    .where(eq(launchPlanOperations.runId, runId))
    .orderBy(asc(launchPlanOperations.createdAt));
  const ids = attached.map((a) => a.id);
  const sigs =
    ids.length === 0
      ? []
      : await db
          .select({ id: operationTransactions.operationId, signature: operationTransactions.signature })
          .from(operationTransactions)
          .where(inArray(operationTransactions.operationId, ids))
          .orderBy(asc(operationTransactions.index));
  const byStep = new Map<number, LoadedOperation[]>();
  for (const a of attached) {
    const signatures = sigs.flatMap((s) => (s.id === a.id && s.signature ? [s.signature] : []));
    const list = byStep.get(a.stepIndex) ?? [];
    list.push({ id: a.id, kind: a.kind, status: a.status, summary: a.summary, error: a.error, signatures });
    byStep.set(a.stepIndex, list);
  }
  return byStep;
}

/**
 * The run as it stands, derived step by step from its operations' own status: a step is complete when
 * its operations confirmed and it needs no more, in flight while its last operation is planned or
 * submitted, failed when that one failed or expired. The first step neither complete nor skipped is the
 * step the run is at; nothing after it has started.
 */
export async function runView(db: Db, run: RunRow): Promise<RunView> {
  const plan = run.plan as unknown as LaunchPlanDocument;
  const [ops, skips] = await Promise.all([
    loadOperations(db, run.id),
    db
      .select({ stepIndex: launchPlanSkips.stepIndex })
      .from(launchPlanSkips)
      .where(eq(launchPlanSkips.runId, run.id)),
  ]);
  const skipped = new Set(skips.map((s) => s.stepIndex));
  const outputs = new Map<string, StepOutputs>();
  const steps: RunStep[] = [];
  let current: number | null = null;
  let failed = false;
  let next: RunView['next'] = null;
  plan.steps.forEach((step, index) => {
    const own = ops.get(index) ?? [];
    const view: RunStep = {
      index,
      id: step.id,
      kind: step.kind,
      label: step.label ?? null,
      status: 'pending',
      operations: own.map(({ id, kind, status, error, signatures }) => ({
        id,
        kind,
        status,
        error,
        signatures,
      })),
      outputs: {},
      error: null,
    };
    steps.push(view);
    if (current !== null) return;
    if (skipped.has(index)) {
      view.status = 'skipped';
      return;
    }
    const last = own.at(-1);
    if (last && (last.status === 'planned' || last.status === 'submitted')) {
      view.status = 'in_flight';
      current = index;
      return;
    }
    const confirmed = own.filter((o) => o.status === 'confirmed');
    const failedOp = last && last.status !== 'confirmed' ? last : undefined;
    let request;
    try {
      request = nextRequest(resolveStep(step, outputs), confirmed, failedOp);
    } catch (e) {
      view.status = 'failed';
      view.error = launchRunMessages.refSkipped(e instanceof Error ? (e.message.split(' ')[0] ?? '') : '');
      current = index;
      failed = true;
      return;
    }
    if (last && last.status !== 'confirmed') {
      // Failed or expired: nothing of it moved; planning the same request again retries the step.
      view.status = 'failed';
      view.error = last.error ?? `The ${last.kind} operation ${last.status}`;
      current = index;
      failed = true;
    }
    if (request === null) {
      view.status = 'confirmed';
      const result = stepOutputs(step, confirmed);
      view.outputs = Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >;
      outputs.set(step.id, result);
      return;
    }
    current ??= index;
    next = {
      method: request.contract.method,
      path: endpointUrl(request.contract, request.params),
      kind: request.kind,
      body: request.body,
      ...(request.upload ? { upload: request.upload } : {}),
      ...(request.signer ? { signer: request.signer } : {}),
      ...(request.matches ? { matches: request.matches } : {}),
    };
  });
  return {
    id: run.id,
    name: run.name,
    rehearsal: run.rehearsal,
    status: current === null ? 'completed' : failed ? 'failed' : 'running',
    current,
    createdAt: run.createdAt.toISOString(),
    steps,
    buyers: plan.steps.flatMap((s) =>
      s.kind === 'curve-buys' && s.wallets
        ? [{ step: s.id, wallets: s.wallets, sol: s.buys.map((b) => b.sol) }]
        : [],
    ),
    next,
  };
}
