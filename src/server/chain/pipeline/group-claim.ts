import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operationGroups, operations, operationTransactions } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { DUPLICATE_TX_MESSAGE, heldByAnother, lockSignatures } from './signature-hold';
import type { OperationRow, OperationTxRow } from './store';

export interface GroupRecord {
  id: string;
  kind: string;
  lockKey: string;
  start: unknown;
}

/** An operation of a group as stored: its row and its transactions (wallet ones first, in order). */
export interface Member {
  op: OperationRow;
  txs: OperationTxRow[];
}

export interface ClaimRequest extends Member {
  /** The wallet's transactions with the platform's signatures, their signatures, the priced summary. */
  complete: string[];
  signatures: string[];
  summary: Record<string, unknown>;
}

export type ClaimOutcome = { member: Member } | { taken: true } | { error: Error };

/**
 * Claims a group's operations in one transaction, as `claim` in submit.ts does one: the group and the
 * state it was priced from, each operation `submitted` with its turn, each signed transaction stored and
 * marked sent (the leader sends them next; after a crash confirmation asks the chain about each before
 * sending the same bytes again). One statement per table, however many operations. An operation another
 * request claimed first is `taken`; one holding a signature another live operation holds is refused alone.
 */
export async function claimGroup(
  ctx: AppContext,
  group: GroupRecord,
  reqs: ClaimRequest[],
): Promise<ClaimOutcome[]> {
  const ids = reqs.map((r) => r.op.id);
  const signatures = reqs.flatMap((r) => r.signatures);
  return ctx.database.db.transaction(async (tx) => {
    await lockSignatures(tx, signatures);
    const held = new Set((await heldByAnother(tx, ids, signatures)).map((h) => h.signature));
    const seen = new Set<string>();
    const refused = reqs.map((r) => {
      const duplicate = r.signatures.some((s) => held.has(s) || seen.has(s));
      for (const s of r.signatures) seen.add(s);
      return duplicate;
    });
    const eligible = reqs.flatMap((r, turn) => (refused[turn] ? [] : [{ r, turn }]));
    const now = new Date();
    let claimed = new Set<string>();
    if (eligible.length > 0) {
      await tx.insert(operationGroups).values({ ...group, start: group.start ?? null });
      claimed = await claimOperations(tx, group.id, eligible, now);
      await storeSignatures(
        tx,
        eligible.filter(({ r }) => claimed.has(r.op.id)).map(({ r }) => r),
        now,
      );
    }
    return reqs.map((r, turn): ClaimOutcome => {
      if (refused[turn]) return { error: conflict('duplicate_transaction', DUPLICATE_TX_MESSAGE) };
      if (!claimed.has(r.op.id)) return { taken: true };
      const op = { ...r.op, status: 'submitted', summary: r.summary, groupId: group.id, groupIndex: turn };
      const txs = r.txs.map((t) => ({
        ...t,
        signedTx: r.complete[t.index] ?? null,
        signature: r.signatures[t.index] ?? null,
        status: 'submitted',
        submittedAt: now,
        sentAt: now,
      }));
      return { member: { op: { ...op, updatedAt: now }, txs } };
    });
  });
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

async function claimOperations(
  tx: Db,
  groupId: string,
  eligible: Array<{ r: ClaimRequest; turn: number }>,
  now: Date,
): Promise<Set<string>> {
  const values = sql.join(
    eligible.map(
      ({ r, turn }) => sql`(${r.op.id}::uuid, ${JSON.stringify(r.summary)}::jsonb, ${turn}::integer)`,
    ),
    sql`, `,
  );
  const { rows } = (await tx.execute(sql`
    update ${operations} as o
    set status = 'submitted', updated_at = ${at(now)}, summary = v.summary, group_id = ${groupId}::uuid,
        group_index = v.turn
    from (values ${values}) as v (id, summary, turn)
    where o.id = v.id and o.status = 'planned'
    returning o.id as id`)) as { rows: Array<{ id: string }> };
  return new Set(rows.map((row) => row.id));
}

async function storeSignatures(tx: Db, members: ClaimRequest[], now: Date): Promise<void> {
  if (members.length === 0) return;
  const values = sql.join(
    members.flatMap((r) =>
      r.signatures.map(
        (signature, index) =>
          sql`(${r.op.id}::uuid, ${index}::integer, ${r.complete[index] ?? ''}, ${signature})`,
      ),
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${operationTransactions} as t
    set signed_tx = v.signed_tx, signature = v.signature, status = 'submitted', submitted_at = ${at(now)},
        sent_at = ${at(now)}
    from (values ${values}) as v (operation_id, index, signed_tx, signature)
    where t.operation_id = v.operation_id and t.index = v.index`);
}
