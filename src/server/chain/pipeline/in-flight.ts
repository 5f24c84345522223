import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedPer } from '../../db/prepared';
import { operations } from '../../db/schema';
import { openOperation } from './operation-definition';

export const IN_FLIGHT_MESSAGE =
  'Another transaction on the same pool is still confirming. Try again in a moment.';

/**
 * Operations of the groups this process is running. Their leader holds their lock keys until the group
 * is finished or handed to confirmation, so none of them shares a key with an operation asking here (it
 * holds its own keys): the check need not read them. In a rush on many pools they are most of the
 * submitted operations.
 */
const runningHere = new Set<string>();

/** Marks a running group's operations (see above); call the result when its leader lets go. */
export function runningUnderLock(ids: readonly string[]): () => void {
  for (const id of ids) runningHere.add(id);
  return () => {
    for (const id of ids) runningHere.delete(id);
  };
}

const submittedOthers = preparedPer((db) =>
  db
    .select({
      id: operations.id,
      wallet: operations.wallet,
      kind: operations.kind,
      summary: operations.summary,
    })
    .from(operations)
    .where(
      and(
        eq(operations.status, 'submitted'),
        sql`${operations.id} <> all(${sql.placeholder('ids')}::uuid[])`,
      ),
    )
    .prepare('submitted_others'),
);

/**
 * The in-process lock covers one request; an operation still `submitted` after it (a slow cluster, a
 * restart, another instance) can still land, so nothing that shares one of its keys is co-signed until
 * it is confirmed or failed (expired blockhashes end as failed). `ids` are the operations asking.
 */
export async function inFlightOn(ctx: AppContext, ids: string[], keys: string[]): Promise<boolean> {
  const others = await submittedOthers(ctx.database.db).execute({ ids: [...ids, ...runningHere] });
  return others.some((op) => {
    const definition = ctx.operations.get(op.kind);
    return definition.lockKeys?.(openOperation(definition, op)).some((k) => keys.includes(k)) ?? false;
  });
}
