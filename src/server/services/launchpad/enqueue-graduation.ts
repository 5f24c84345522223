import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { launches } from '../../db/schema';
import { GRADUATION_QUEUE } from '../../exchange/pools/bonding-curve/pool';

/** Queues the graduation of a launch whose curve sold out (a no-op for any other launch). */
export function enqueueGraduation(ctx: AppContext, mint: string): void {
  void (async () => {
    const [row] = await ctx.database.db
      .select({ status: launches.status })
      .from(launches)
      .where(eq(launches.mint, mint));
    if (row?.status === 'graduating') await ctx.jobs.send(GRADUATION_QUEUE, { mint }, { singletonKey: mint });
  })().catch((error: unknown) => ctx.logger.error({ err: error, mint }, 'could not queue graduation'));
}
