import type { Instruction, Signature } from '@solana/kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operationGroups, operations, operationTransactions } from '../../db/schema';
import { hasLanded } from '../landed';
import { readableChainError } from './errors';
import type { GroupRecord, Member } from './group-claim';
import { checkPlannedSummary, openOperation } from './operation-definition';
import { sendInOrder } from './send';
import { signSettlementsApart } from './settlement-apart';
import type { OperationTxRow } from './store';

const walletTxs = (m: Member) => m.txs.filter((t) => t.role !== 'settlement');
export const landed = (m: Member) => walletTxs(m).every((t) => t.status === 'confirmed');

/**
 * Once every wallet transaction of the group has settled on chain: prices the landed operations again,
 * in their turns, from the state the group started at (a failed one moved nothing, so the ones after it
 * are priced without it), and stores their final summaries and signed settlements with the group marked
 * settled, in one transaction; only then are the settlements sent. Several operations share a settlement
 * transaction (each with its own memo and transfers), its row on each. Returns the members as stored, or
 * null when another pass settled the group first.
 */
export async function settleGroup(
  ctx: AppContext,
  group: GroupRecord,
  members: Member[],
): Promise<Member[] | null> {
  const definition = ctx.operations.get(group.kind);
  if (!definition.group) throw new Error(`operation kind ${group.kind} has no group hooks`);
  const ok = [...members].filter(landed).sort((a, b) => (a.op.groupIndex ?? 0) - (b.op.groupIndex ?? 0));
  const { priced } =
    ok.length > 0
      ? await definition.group.price(
          ctx,
          ok.map((m) => openOperation(definition, m.op)),
          group.start,
        )
      : { priced: [] };
  const summaries = new Map<string, Record<string, unknown>>();
  const segments: Array<{ walletSignature: string; instructions: Instruction[] }> = [];
  const owners: Member[] = [];
  ok.forEach((m, i) => {
    const p = priced[i];
    if (!p || 'refused' in p) {
      throw new Error(
        `operation ${m.op.id} of group ${group.id} landed but its kind refuses it priced again`,
      );
    }
    summaries.set(m.op.id, checkPlannedSummary(definition, p.summary));
    if (p.settlement.length === 0) return;
    segments.push({ walletSignature: walletTxs(m)[0]?.signature ?? '', instructions: p.settlement });
    owners.push(m);
  });
  const signed = segments.length > 0 ? await signSettlementsApart(ctx, segments) : [];
  const now = new Date();
  const rows = new Map<string, OperationTxRow>();
  for (const s of signed) {
    for (const i of s.segments) {
      const owner = owners[i];
      if (!owner) continue;
      rows.set(owner.op.id, {
        operationId: owner.op.id,
        index: owner.txs.length,
        role: 'settlement',
        plannedTx: s.wire,
        signedTx: s.wire,
        signature: s.signature,
        lastValidBlockHeight: s.lastValidBlockHeight,
        feeLamports: null,
        status: 'submitted',
        error: null,
        submittedAt: now,
        sentAt: now,
        confirmedAt: null,
      });
    }
  }
  const stored = await ctx.database.db.transaction(async (tx) => {
    const marked = await tx
      .update(operationGroups)
      .set({ settledAt: now })
      .where(and(eq(operationGroups.id, group.id), isNull(operationGroups.settledAt)))
      .returning({ id: operationGroups.id });
    if (marked.length === 0) return false;
    if (rows.size > 0) await tx.insert(operationTransactions).values([...rows.values()]);
    await storeSummaries(tx, summaries);
    return true;
  });
  if (!stored) return null;
  const failures = new Map<string, { status: 'failed'; error: string }>();
  const sent = await sendInOrder(
    ctx,
    signed.map((s) => ({ signedTx: s.wire, signature: s.signature })),
  );
  for (const [i, s] of signed.entries()) {
    const failure = sent[i];
    if (!failure) continue;
    failures.set(s.signature, failure);
    await ctx.database.db
      .update(operationTransactions)
      .set(failure)
      .where(
        and(eq(operationTransactions.role, 'settlement'), eq(operationTransactions.signature, s.signature)),
      );
  }
  return members.map((m) => {
    const row = rows.get(m.op.id);
    const settled = row ? { ...row, ...failures.get(row.signature ?? '') } : undefined;
    return {
      op: { ...m.op, summary: summaries.get(m.op.id) ?? m.op.summary },
      txs: settled ? [...m.txs, settled] : m.txs,
    };
  });
}

async function storeSummaries(tx: Db, summaries: Map<string, Record<string, unknown>>) {
  if (summaries.size === 0) return;
  const values = sql.join(
    [...summaries].map(([id, summary]) => sql`(${id}::uuid, ${JSON.stringify(summary)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${operations} as o set summary = v.summary
    from (values ${values}) as v (id, summary)
    where o.id = v.id and o.status = 'submitted'`);
}

type Outcome = { status: 'confirmed' | 'failed'; error: string | null };

/**
 * Asks the chain about every sent, still open transaction of the members in one call per 256, and stores
 * what settled in one statement (a shared settlement's rows together). Returns the members as now stored
 * and the signatures the chain does not know yet.
 */
export async function checkGroupSent(
  ctx: AppContext,
  members: Member[],
): Promise<{ members: Member[]; unknown: Set<string> }> {
  const open = [
    ...new Set(
      members.flatMap((m) =>
        m.txs
          .filter((t) => t.status === 'submitted' && t.sentAt && t.signature)
          .map((t) => t.signature ?? ''),
      ),
    ),
  ];
  const outcomes = new Map<string, Outcome>();
  const unknown = new Set<string>();
  for (let from = 0; from < open.length; from += 256) {
    const chunk = open.slice(from, from + 256);
    const { value } = await ctx.chain.rpc
      .getSignatureStatuses(chunk as Signature[], { searchTransactionHistory: true })
      .send();
    chunk.forEach((signature, i) => {
      const status = value[i];
      if (hasLanded(ctx.chain, status)) {
        outcomes.set(
          signature,
          status.err
            ? { status: 'failed', error: readableChainError(status.err) }
            : { status: 'confirmed', error: null },
        );
      } else unknown.add(signature);
    });
  }
  if (outcomes.size > 0) await storeOutcomes(ctx.database.db, outcomes);
  const now = new Date();
  const updated = members.map((m) => ({
    op: m.op,
    txs: m.txs.map((t) => {
      const o = outcomes.get(t.signature ?? '');
      return o && t.status === 'submitted'
        ? { ...t, ...o, confirmedAt: o.status === 'confirmed' ? now : null }
        : t;
    }),
  }));
  return { members: updated, unknown };
}

async function storeOutcomes(db: Db, outcomes: Map<string, Outcome>) {
  const values = sql.join(
    [...outcomes].map(([signature, o]) => sql`(${signature}, ${o.status}, ${o.error})`),
    sql`, `,
  );
  await db.execute(sql`
    update ${operationTransactions} as t
    set status = v.status, error = v.error,
        confirmed_at = case when v.status = 'confirmed' then now() else null end
    from (values ${values}) as v (signature, status, error)
    where t.signature = v.signature and t.status = 'submitted'`);
}
