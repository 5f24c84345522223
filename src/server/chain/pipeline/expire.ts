import { and, eq, gte, notExists, sql } from 'drizzle-orm';
import { BLOCKHASH_EXPIRED_MESSAGE } from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { operations, operationTransactions } from '../../db/schema';

/**
 * Marks `expired` every planned operation none of whose transactions can land any more (the chain is past
 * each one's last valid block height): the wallet never signed it in time. One conditional UPDATE, so
 * two server instances sweeping at once, or a submit racing the sweep, change each operation only once.
 */
export async function expireUnsignedOperations(ctx: AppContext): Promise<string[]> {
  const height = await ctx.chain.rpc.getBlockHeight({ commitment: 'confirmed' }).send();
  const stillValid = ctx.database.db
    .select({ one: sql`1` })
    .from(operationTransactions)
    .where(
      and(
        eq(operationTransactions.operationId, operations.id),
        gte(operationTransactions.lastValidBlockHeight, height),
      ),
    );
  const rows = await ctx.database.db
    .update(operations)
    .set({ status: 'expired', error: BLOCKHASH_EXPIRED_MESSAGE, updatedAt: new Date() })
    .where(and(eq(operations.status, 'planned'), notExists(stillValid)))
    .returning({ id: operations.id });
  return rows.map((r) => r.id);
}

/**
 * Sweeps every 25 blocks (a blockhash lives 150), between 0.25 s and 15 s; a timer per instance is enough
 * since the sweep is idempotent. Returns a stop that waits for a sweep in progress.
 */
export function startExpirySweep(ctx: AppContext): () => Promise<void> {
  const everyMs = Math.min(15_000, Math.max(250, ctx.env.CHAIN_TICK_MS * 25));
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = expireUnsignedOperations(ctx)
        .then((ids) => {
          if (ids.length > 0) ctx.logger.info({ operations: ids }, 'unsigned operations expired');
        })
        .catch((err: unknown) => ctx.logger.warn({ err }, 'expiry sweep failed'))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, everyMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
