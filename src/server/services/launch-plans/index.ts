import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { notRunnableYet, RUNNABLE_STEP_KINDS, STEP_OPERATION_KINDS } from '@shared/launch-plans/requests';
import { checkPlanFile, launchPlanSchema, type PlanCheck } from '@shared/schemas/launch-plan-check';
import { dryRunMessages } from '@shared/schemas/launch-plan-cost';
import { launchRunMessages, type RunView, type StartRunRequest } from '@shared/schemas/launch-plan-runs';
import type { LaunchPlanDocument, LaunchPlanStepKind } from '@shared/schemas/launch-plans';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { launchPlanOperations, launchPlanRuns, launchPlanSkips, operations } from '../../db/schema';
import { AppError, badRequest, conflict, notFound, validationError } from '../../lib/errors';
import { planCollisions } from './collisions';
import { planCost } from './cost';
import { runOf, runView } from './view';

export { planCost };
export { dryRun } from './dry-run';
export { reportMarkdown, runReport } from './report';
export { reportPdf } from './report-pdf';

/**
 * What the server runs: every step kind it can, files already read into the plan by the runner, and
 * for buys by other wallets their addresses, new wallets, each in one step only (they are the only
 * wallets besides the run's whose operations the run takes).
 */
function checkRunnable(plan: LaunchPlanDocument, wallet: string): void {
  const buyers = new Set<string>();
  for (const step of plan.steps) {
    if (!(RUNNABLE_STEP_KINDS as readonly LaunchPlanStepKind[]).includes(step.kind)) {
      throw badRequest(notRunnableYet(step.kind));
    }
    if ('logo' in step && step.logo && 'file' in step.logo)
      throw badRequest(launchRunMessages.fileNotRead(step.id));
    if (step.kind === 'distribute' && !Array.isArray(step.recipients))
      throw badRequest(launchRunMessages.fileNotRead(step.id));
    if (step.kind !== 'curve-buys') continue;
    if (!step.wallets) throw badRequest(launchRunMessages.buyersRequired(step.id));
    for (const buyer of step.wallets) {
      if (buyer === wallet) throw badRequest(launchRunMessages.buyerIsRunWallet);
      if (buyers.has(buyer)) throw badRequest(launchRunMessages.buyerTwice(buyer));
      buyers.add(buyer);
    }
  }
}

/** Starts a run of a plan checked as a whole; a rehearsal only on the embedded chain, a live run only off it. */
export async function startRun(ctx: AppContext, wallet: string, req: StartRunRequest): Promise<RunView> {
  const parsed = launchPlanSchema.safeParse(req.plan);
  if (!parsed.success) throw validationError(parsed.error);
  const plan = parsed.data;
  checkRunnable(plan, wallet);
  if (req.rehearsal && !ctx.chain.embedded) throw badRequest(launchRunMessages.rehearsalOnlyEmbedded);
  if (!req.rehearsal && ctx.chain.embedded) throw badRequest(launchRunMessages.liveNeedsCluster);
  // The whole plan's cost against the wallet's balances: a run the wallet cannot pay never starts. A
  // rehearsal on a fork of a cluster (the dry run) goes on, so it names the step the funds run out at.
  const cost = await planCost(ctx, wallet, plan);
  const forkDryRun = req.rehearsal && ctx.env.CHAIN_FORK_URL !== undefined;
  if (!cost.canPay && !forkDryRun) throw badRequest(cost.shortfalls.join('; '));
  const [run] = await ctx.database.db
    .insert(launchPlanRuns)
    .values({
      id: randomUUID(),
      wallet,
      name: plan.name,
      plan: plan as unknown as Record<string, unknown>,
      rehearsal: req.rehearsal,
    })
    .returning();
  if (!run) throw new AppError(500, 'internal', 'The run was not stored');
  return runView(ctx.database.db, run);
}

/** The whole-plan check, with a warning at each new name or symbol a known token already has. */
export async function checkPlan(ctx: AppContext, body: unknown): Promise<PlanCheck> {
  const check = checkPlanFile(body);
  if (!check.valid) return check;
  const { found } = await planCollisions(ctx, launchPlanSchema.parse(body));
  return {
    ...check,
    warnings: found.map((c) => ({ path: ['steps', c.index, c.field], message: dryRunMessages.collision(c) })),
  };
}

export async function getRun(ctx: AppContext, wallet: string, id: string): Promise<RunView> {
  return runView(ctx.database.db, await runOf(ctx.database.db, wallet, id));
}

export async function listRuns(ctx: AppContext, wallet: string) {
  const rows = await ctx.database.db
    .select()
    .from(launchPlanRuns)
    .where(eq(launchPlanRuns.wallet, wallet))
    .orderBy(desc(launchPlanRuns.createdAt))
    .limit(50);
  const runs = await Promise.all(rows.map((r) => runView(ctx.database.db, r)));
  return {
    runs: runs.map(({ id, name, rehearsal, status, createdAt }) => ({
      id,
      name,
      rehearsal,
      status,
      createdAt,
    })),
  };
}

/**
 * Records that the operation the wallet planned for the run's current step belongs to it. Only the
 * current step, only an operation of this wallet and of a kind the step plans, and not while the step
 * has one in flight; the same operation again is a no-op. A request the run names a buyer wallet for is
 * attached by that buyer, with its own operation; to any other wallet the run does not exist.
 */
export async function attachOperation(
  ctx: AppContext,
  wallet: string,
  runId: string,
  index: number,
  operationId: string,
): Promise<RunView> {
  return ctx.database.db.transaction(async (tx) => {
    const run = await lockedRun(tx, null, runId);
    const view = await runView(tx, run);
    const signer = view.next?.signer ?? run.wallet;
    if (wallet !== run.wallet && wallet !== signer) throw notFound(launchRunMessages.runNotFound);
    const [already] = await tx
      .select()
      .from(launchPlanOperations)
      .where(eq(launchPlanOperations.operationId, operationId));
    if (already) {
      if (already.runId !== runId || already.stepIndex !== index) {
        throw badRequest(launchRunMessages.operationNotFound);
      }
      return runView(tx, run);
    }
    const step = view.steps[index];
    if (view.current !== index || !step) throw badRequest(launchRunMessages.notCurrentStep(index));
    if (step.status === 'in_flight') throw conflict('step_in_flight', launchRunMessages.stepInFlight);
    if (wallet !== signer) throw badRequest(launchRunMessages.signerMismatch(signer));
    const [op] = await tx
      .select({ kind: operations.kind, summary: operations.summary })
      .from(operations)
      .where(and(eq(operations.id, operationId), eq(operations.wallet, wallet)));
    if (!op) throw badRequest(launchRunMessages.operationNotFound);
    const kinds: readonly string[] = STEP_OPERATION_KINDS[step.kind as LaunchPlanStepKind];
    if (!kinds.includes(op.kind) || view.next?.kind !== op.kind) {
      throw badRequest(launchRunMessages.wrongOperation(op.kind, step.kind));
    }
    for (const [field, expected] of Object.entries(view.next.matches ?? {})) {
      if (op.summary[field] !== expected)
        throw badRequest(launchRunMessages.operationMismatch(field, expected));
    }
    await tx.insert(launchPlanOperations).values({ operationId, runId, stepIndex: index });
    return runView(tx, run);
  });
}

/** Skips the step the run is at (failed, or not started); later references to its results then fail. */
export async function skipStep(
  ctx: AppContext,
  wallet: string,
  runId: string,
  index: number,
): Promise<RunView> {
  return ctx.database.db.transaction(async (tx) => {
    const run = await lockedRun(tx, wallet, runId);
    const view = await runView(tx, run);
    const step = view.steps[index];
    if (view.current !== index || !step || step.status === 'in_flight') {
      throw badRequest(launchRunMessages.notSkippable);
    }
    await tx.insert(launchPlanSkips).values({ runId, stepIndex: index }).onConflictDoNothing();
    return runView(tx, run);
  });
}

/**
 * The run, locked until the transaction ends: two attaches to one step cannot both pass the checks.
 * `wallet` null: whoever runs it (the caller then checks who may act on it).
 */
async function lockedRun(tx: Db, wallet: string | null, id: string) {
  const [row] = await tx.select().from(launchPlanRuns).where(eq(launchPlanRuns.id, id)).for('update');
  if (!row) throw notFound(launchRunMessages.runNotFound);
  return wallet === null ? row : runOf(tx, wallet, id);
}
