import { eq } from 'drizzle-orm';
import { rehearsalMessages } from '@shared/schemas/launch-rehearsal';
import type { AppContext } from '../../context';
import { launchRehearsals, launches } from '../../db/schema';
import { GRADUATION_QUEUE, registerCurvePool } from '../../exchange/pools/bonding-curve/pool';
import { runGraduation } from './graduation';
import { REHEARSAL_QUEUE, runRehearsal, type RehearsalJob } from './rehearsal';

export { GRADUATION_QUEUE };

/** The graduation worker, and every graduation a previous run left unfinished queued again. */
export async function startLaunchpad(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<{ mint: string }>(GRADUATION_QUEUE, ({ mint }) => runGraduation(ctx, mint));
  // A rehearsal running when the last process died cannot go on (its wallets' keys were in memory), and
  // while it reads "running" the wallet may not start another.
  await ctx.database.db
    .update(launchRehearsals)
    .set({ status: 'failed', error: rehearsalMessages.interrupted, updatedAt: new Date() })
    .where(eq(launchRehearsals.status, 'running'));
  await ctx.jobs.work<RehearsalJob>(REHEARSAL_QUEUE, (job) => runRehearsal(ctx, job));
  const unfinished = await ctx.database.db
    .select({ mint: launches.mint })
    .from(launches)
    .where(eq(launches.status, 'graduating'));
  for (const { mint } of unfinished) await ctx.jobs.send(GRADUATION_QUEUE, { mint }, { singletonKey: mint });
  // Launches that went live before curves were pools join the exchange (a no-op for the others).
  const live = await ctx.database.db.select().from(launches).where(eq(launches.status, 'live'));
  for (const row of live) await registerCurvePool(ctx.database.db, row, ctx.platform.address);
}
