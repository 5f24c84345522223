import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operations } from '../../db/schema';
import { afterFinish, FinishedElsewhere, finishOperation, type FinishedRows } from './confirm';
import type { Member } from './group-claim';
import { openOperation, type FinishedOperation, type OperationDefinition } from './operation-definition';
import type { OperationRow } from './store';

interface Outcome {
  member: Member;
  finished: FinishedOperation<unknown>;
  ok: boolean;
  settlementError: string | undefined;
  error: string | null;
  result?: Record<string, unknown>;
}

/**
 * Every operation of a group finished in one DB transaction: the kind's `onGroupConfirmed` (or its
 * `onConfirmed` for each), `onFailed` for each that failed, then one statement marking them all, applied
 * only to operations still `submitted`. If one of them was finished by another pass meanwhile (or a hook
 * fails), that transaction is rolled back and each is finished on its own, as `finishOperation` does.
 */
export async function finishGroup(ctx: AppContext, members: Member[]): Promise<Array<FinishedRows | null>> {
  const kind = members[0]?.op.kind;
  if (!kind) return [];
  const definition = ctx.operations.get(kind);
  const done = await ctx.database.db
    .transaction((tx) => finishInOne(ctx, tx, definition, members))
    .catch((error: unknown) => {
      if (!(error instanceof FinishedElsewhere))
        ctx.logger.warn({ err: error }, 'group finish fell back to one operation at a time');
      return null;
    });
  if (!done) {
    const one: Array<FinishedRows | null> = [];
    for (const m of members) one.push(await finishOperation(ctx, m.op.id, m.txs));
    return one;
  }
  const confirmed = done.outcomes.filter((o) => o.ok).map((o) => o.finished);
  if (definition.afterGroupCommit) {
    if (confirmed.length > 0) definition.afterGroupCommit(confirmed, ctx);
  } else {
    for (const o of done.outcomes)
      afterFinish(ctx, { op: o.member.op, confirmed: o.ok ? { definition, finished: o.finished } : null });
  }
  return done.rows;
}

async function finishInOne(ctx: AppContext, tx: Db, definition: OperationDefinition, members: Member[]) {
  const outcomes = members.map((member): Outcome => {
    // A settlement never un-does the trade: the operation is what the wallet's transactions did.
    const walletTxs = member.txs.filter((t) => t.role !== 'settlement');
    const ok = walletTxs.every((t) => t.status === 'confirmed');
    return {
      member,
      finished: {
        ...openOperation(definition, member.op),
        signatures: walletTxs.map((t) => t.signature ?? ''),
      },
      ok,
      settlementError:
        member.txs.find((t) => t.role === 'settlement' && t.status === 'failed')?.error ?? undefined,
      error: ok ? null : (walletTxs.find((t) => t.error)?.error ?? 'Transaction failed'),
    };
  });
  const confirmed = outcomes.filter((o) => o.ok);
  const recorded = await recordConfirmed(ctx, tx, definition, confirmed);
  const finishedOk = confirmed.map((o) => o.finished);
  for (const listener of ctx.operations.onAnyConfirmed) await listener(tx, finishedOk, ctx);
  for (const [i, o] of confirmed.entries()) {
    o.result = {
      ...recorded[i],
      signature: o.finished.signatures.at(-1) ?? null,
      ...(o.settlementError ? { settlementError: o.settlementError } : {}),
    };
  }
  for (const o of outcomes) if (!o.ok) await definition.onFailed?.(tx, o.finished, ctx);
  const updatedAt = await markAll(tx, outcomes);
  for (const o of confirmed) {
    if (o.settlementError)
      ctx.logger.error(
        { operationId: o.member.op.id, settlementError: o.settlementError },
        'settlement failed on chain',
      );
  }
  const rows = outcomes.map((o): FinishedRows => {
    const op: OperationRow = {
      ...o.member.op,
      status: o.ok ? 'confirmed' : 'failed',
      error: o.error,
      updatedAt,
      ...(o.result ? { result: o.result } : {}),
    };
    return { op, txs: o.member.txs };
  });
  return { outcomes, rows };
}

async function recordConfirmed(
  ctx: AppContext,
  tx: Db,
  definition: OperationDefinition,
  confirmed: Outcome[],
): Promise<Array<Record<string, unknown>>> {
  if (confirmed.length === 0) return [];
  const ops = confirmed.map((o) => o.finished);
  if (definition.onGroupConfirmed) return definition.onGroupConfirmed(tx, ops, ctx);
  const out: Array<Record<string, unknown>> = [];
  for (const op of ops) out.push((await definition.onConfirmed?.(tx, op, ctx)) ?? {});
  return out;
}

/** One statement for all; throws `FinishedElsewhere` unless every one of them was still `submitted`. */
async function markAll(tx: Db, outcomes: Outcome[]): Promise<Date> {
  const updatedAt = new Date();
  const values = sql.join(
    outcomes.map(
      (o) =>
        sql`(${o.member.op.id}::uuid, ${o.ok ? 'confirmed' : 'failed'}, ${o.error}, ${o.result ? JSON.stringify(o.result) : null}::jsonb)`,
    ),
    sql`, `,
  );
  const { rows } = (await tx.execute(sql`
    update ${operations} as o
    set status = v.status, error = v.error, result = coalesce(v.result, o.result),
        updated_at = ${updatedAt.toISOString()}::timestamptz
    from (values ${values}) as v (id, status, error, result)
    where o.id = v.id and o.status = 'submitted'
    returning o.id`)) as { rows: unknown[] };
  if (rows.length !== outcomes.length) throw new FinishedElsewhere();
  return updatedAt;
}
