import { randomUUID } from 'node:crypto';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { CURVE_DECIMALS, CURVE_SALE } from '@shared/math/bonding-curve';
import {
  rehearsalMessages,
  type Rehearsal,
  type RehearsalPace,
  type RehearsalPreset,
} from '@shared/schemas/launch-rehearsal';
import type { LaunchTokenData } from '@shared/schemas/launchpad';
import type { PlannedOperation } from '@shared/schemas/operations';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { launchRehearsals, rehearsalWallets } from '../../db/schema';
import { submitOperation } from '../../chain/pipeline/submit';
import { readTokenAmounts } from '../../exchange/accounts';
import { ata } from '../../exchange/instructions';
import { curveFiguresOf } from '../../exchange/public-figures';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { curveOf, findLaunch, tokenRef, type LaunchRow } from './chain';
import { rehearsalTimeline } from './rehearsal-timeline';
import { runGraduation } from './graduation';
import { planLaunch } from './launch-plan';
import { rehearsalScript, walletFunding, type RehearsalStep } from './rehearsal-script';
import { signAs } from './sign-as';
import { planTrade } from './trade-plan';

export const REHEARSAL_QUEUE = 'launchpad-rehearsal';

/** The queued job: its pace travels with it, so a rehearsal queued before a restart keeps its pace. */
export interface RehearsalJob {
  id: string;
  paceMs?: number;
}

type Row = typeof launchRehearsals.$inferSelect;

/** Queues a rehearsal of the launch form's parameters (embedded local chain only). */
export async function startRehearsal(
  ctx: AppContext,
  wallet: string,
  tokenData: LaunchTokenData,
  preset: RehearsalPreset,
  paceMs: RehearsalPace = 0,
): Promise<Rehearsal> {
  if (!ctx.chain.embedded) throw badRequest(rehearsalMessages.localOnly);
  const id = randomUUID();
  const steps = rehearsalScript(preset).length + 1;
  const [queued] = await ctx.database.db
    .insert(launchRehearsals)
    .values({ id, wallet, preset, params: tokenData, steps })
    .onConflictDoNothing()
    .returning({ id: launchRehearsals.id });
  if (!queued) throw conflict('rehearsal_running', rehearsalMessages.alreadyRunning);
  const job: RehearsalJob = { id, paceMs };
  await ctx.jobs.send(REHEARSAL_QUEUE, job, { singletonKey: id });
  return rehearsalView(ctx, wallet, id);
}

async function update(ctx: AppContext, id: string, set: Partial<Row>) {
  await ctx.database.db
    .update(launchRehearsals)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(launchRehearsals.id, id));
}

/** plan → sign as the generated wallet → submit: the same pipeline a browser wallet goes through. */
async function run(ctx: AppContext, signer: KeyPairSigner, planned: PlannedOperation) {
  const signed = await signAs(signer, planned.transactions);
  const op = await submitOperation(ctx, signer.address, planned.operationId, signed);
  if (op.status !== 'confirmed') throw new Error(op.error ?? `operation ${op.status}`);
}

async function trade(ctx: AppContext, mint: string, signer: KeyPairSigner, step: RehearsalStep) {
  if (step.side === 'buy')
    return run(ctx, signer, await planTrade(ctx, signer.address, mint, 'buy', step.sol));
  const [held = 0n] = await readTokenAmounts(ctx, [await ata(signer.address, tokenRef(mint))]);
  const amount = (held * BigInt(step.percent)) / 100n;
  if (amount === 0n) return;
  const ui = formatBaseUnits(amount, CURVE_DECIMALS);
  return run(ctx, signer, await planTrade(ctx, signer.address, mint, 'sell', ui));
}

/** The job: a generated creator launches, generated wallets trade the script, the curve graduates. */
export async function runRehearsal(ctx: AppContext, { id, paceMs = 0 }: RehearsalJob): Promise<void> {
  const embedded = ctx.chain.embedded;
  const [row] = await ctx.database.db.select().from(launchRehearsals).where(eq(launchRehearsals.id, id));
  if (!embedded || !row || row.status !== 'queued') return;
  try {
    await update(ctx, id, { status: 'running' });
    const script = rehearsalScript(row.preset as RehearsalPreset);
    const tokenData = row.params as LaunchTokenData;
    const creator = await generateKeyPairSigner();
    const wallets = await Promise.all(
      Array.from({ length: Math.max(...script.map((s) => s.wallet)) + 1 }, () => generateKeyPairSigner()),
    );
    await ctx.database.db
      .insert(rehearsalWallets)
      .values([creator, ...wallets].map((w) => ({ wallet: w.address, rehearsalId: id })));
    await embedded.airdrop(
      creator.address,
      BigInt(Math.ceil(Number(tokenData.initialLiquidity) + 1)) * 10n ** 9n,
    );
    for (const [i, w] of wallets.entries()) await embedded.airdrop(w.address, walletFunding(script, i));
    const launch = await planLaunch(ctx, creator.address, tokenData, { rehearsal: true });
    await run(ctx, creator, launch);
    await update(ctx, id, { step: 1, mint: launch.mint });
    for (const [k, step] of script.entries()) {
      // The pace: a real wait before each scripted trade, so each step lands where a person can see it.
      if (paceMs > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
      if ((await findLaunch(ctx, launch.mint)).status !== 'live') break;
      const signer = wallets[step.wallet];
      if (signer) await trade(ctx, launch.mint, signer, step);
      await update(ctx, id, { step: k + 2 });
    }
    // The sold-out curve's graduation (idempotent beside the queued job; both take the curve lock).
    await runGraduation(ctx, launch.mint);
    await update(ctx, id, { status: 'graduated', step: row.steps });
  } catch (error) {
    ctx.logger.error({ err: error, id }, 'rehearsal failed');
    await update(ctx, id, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function launchProgress(launch: LaunchRow): number {
  if (launch.status === 'graduating' || launch.status === 'graduated') return 100;
  const state = curveOf(launch);
  return Number((state.sold * 10_000n) / CURVE_SALE) / 100;
}

/** The wallet's own rehearsal; another wallet's answers exactly like a missing one. */
export async function rehearsalView(ctx: AppContext, wallet: string, id: string): Promise<Rehearsal> {
  const [row] = await ctx.database.db
    .select()
    .from(launchRehearsals)
    .where(and(eq(launchRehearsals.id, id), eq(launchRehearsals.wallet, wallet)));
  if (!row) throw notFound(rehearsalMessages.notFound);
  const launch = row.mint ? await findLaunch(ctx, row.mint) : null;
  const progress = launch ? launchProgress(launch) : 0;
  const curve = row.mint
    ? await curveFiguresOf(ctx.database.db, row.mint)
    : { trades: 0, volumeSol: 0, traders: 0 };
  return {
    id: row.id,
    preset: row.preset as RehearsalPreset,
    status: row.status as Rehearsal['status'],
    step: row.step,
    steps: row.steps,
    mint: row.mint,
    progress,
    poolId: launch?.status === 'graduated' ? launch.poolId : null,
    error: row.error,
    ...curve,
    timeline: await rehearsalTimeline(
      ctx,
      row.id,
      launch ? { mint: launch.mint, curve: curveOf(launch).kind } : null,
    ),
  };
}
