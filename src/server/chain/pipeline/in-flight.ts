import { and, eq, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { operations } from '../../db/schema';
import { openOperation } from './operation-definition';

export const IN_FLIGHT_MESSAGE =
  'Another transaction on the same pool is still confirming. Try again in a moment.';

/**
 * The in-process lock covers one request; an operation still `submitted` after it (a slow cluster, a
 * restart, another instance) can still land, so nothing that shares one of its keys is co-signed until
 * it is confirmed or failed (expired blockhashes end as failed). `ids` are the operations asking.
 */
export async function inFlightOn(ctx: AppContext, ids: string[], keys: string[]): Promise<boolean> {
  const others = await ctx.database.db
    .select({
      id: operations.id,
      wallet: operations.wallet,
      kind: operations.kind,
      summary: operations.summary,
    })
    .from(operations)
    .where(and(eq(operations.status, 'submitted'), notInArray(operations.id, ids)));
  return others.some((op) => {
    const definition = ctx.operations.get(op.kind);
    return definition.lockKeys?.(openOperation(definition, op)).some((k) => keys.includes(k)) ?? false;
  });
}
