import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';
import { afterFinish, CONFIRM_QUEUE, finishInTx, finishOperation, type FinishedRows } from './confirm';
import { claimGroup, type ClaimRequest, type GroupRecord, type Member } from './group-claim';
import { checkGroupSent, settleGroup } from './group-settle';
import { inFlightOn, IN_FLIGHT_MESSAGE } from './in-flight';
import { withLocks } from './locks';
import {
  checkPlannedSummary,
  type GroupHooks,
  type OperationDefinition,
  type PendingOperation,
} from './operation-definition';
import { sendClaimed } from './send';
import { feePayerSignature } from './signed-tx';
import type { OperationRow, OperationTxRow } from './store';

/**
 * Group commit. Operations of a kind with group hooks that arrive for one lock key while it is held
 * queue up; one leader per key takes them (in arrival order, one lane, at most MAX_GROUP) under one lock:
 * one pricing pass, one claim transaction, the wallets' transactions sent in their turns, one wait for
 * the chain, the settlements of the landed ones priced again and packed into as few transactions as fit,
 * one transaction finishing them all. Each submitter gets its own operation back.
 */
interface Entry {
  op: OperationRow;
  txs: OperationTxRow[];
  pending: PendingOperation<unknown>;
  signed: string[];
  resolve(rows: FinishedRows | null): void;
  reject(error: unknown): void;
}

const MAX_GROUP = 100;
/** How long the leader waits for the chain (holding the lock) before confirmation jobs take over. */
const GROUP_CONFIRM_MS = 30_000;
const queues = new Map<string, Entry[]>();

/** Resolves with the operation as finished, or null when it is left to confirmation (read it back). */
export function submitInGroup(
  ctx: AppContext,
  definition: OperationDefinition,
  keys: string[],
  entry: Omit<Entry, 'resolve' | 'reject'>,
): Promise<FinishedRows | null> {
  const queueKey = `${definition.kind}|${[...keys].sort().join(',')}`;
  return new Promise((resolve, reject) => {
    const queue = queues.get(queueKey);
    if (queue) {
      queue.push({ ...entry, resolve, reject });
      return;
    }
    queues.set(queueKey, [{ ...entry, resolve, reject }]);
    void lead(ctx, definition, keys, queueKey);
  });
}

async function lead(ctx: AppContext, definition: OperationDefinition, keys: string[], queueKey: string) {
  for (;;) {
    const queue = queues.get(queueKey) ?? [];
    if (queue.length === 0) {
      queues.delete(queueKey);
      return;
    }
    let group: Entry[] = [];
    try {
      await withLocks(ctx.database, keys, async () => {
        group = takeGroup(definition, queue);
        await runGroup(ctx, definition, keys, group);
      });
    } catch (error) {
      for (const entry of group.length > 0 ? group : queue.splice(0)) entry.reject(error);
    }
  }
}

/** The longest run at the head of the queue in one lane (a second submit of one operation waits its turn). */
function takeGroup(definition: OperationDefinition, queue: Entry[]): Entry[] {
  const hooks = definition.group as GroupHooks<unknown>;
  const lane = queue[0] ? hooks.laneOf(queue[0].pending) : '';
  const ids = new Set<string>();
  let n = 0;
  while (n < queue.length && n < MAX_GROUP) {
    const entry = queue[n];
    if (!entry || ids.has(entry.op.id) || hooks.laneOf(entry.pending) !== lane) break;
    ids.add(entry.op.id);
    n++;
  }
  return queue.splice(0, n);
}

async function runGroup(ctx: AppContext, definition: OperationDefinition, keys: string[], entries: Entry[]) {
  const hooks = definition.group as GroupHooks<unknown>;
  if (
    await inFlightOn(
      ctx,
      entries.map((e) => e.op.id),
      keys,
    )
  )
    throw conflict('in_flight', IN_FLIGHT_MESSAGE);
  const { start, priced } = await hooks.price(
    ctx,
    entries.map((e) => e.pending),
  );
  const accepted: Array<ClaimRequest & { entry: Entry }> = [];
  for (const [i, entry] of entries.entries()) {
    const p = priced[i];
    if (!p || 'refused' in p) {
      entry.reject(p?.refused ?? new Error(`operation ${entry.op.id} was not priced`));
      continue;
    }
    try {
      const complete = await hooks.cosign(ctx, entry.pending, entry.signed);
      const summary = checkPlannedSummary(definition, p.summary);
      accepted.push({ entry, ...entry, complete, signatures: complete.map(feePayerSignature), summary });
    } catch (error) {
      entry.reject(error);
    }
  }
  if (accepted.length === 0) return;
  const group: GroupRecord = { id: randomUUID(), kind: definition.kind, lockKey: keys.join(','), start };
  const outcomes = await claimGroup(ctx, group, accepted);
  const waiting = new Map<string, Entry>();
  let members: Member[] = [];
  outcomes.forEach((o, i) => {
    const entry = accepted[i]?.entry;
    if (!entry) return;
    if ('error' in o) entry.reject(o.error);
    else if ('taken' in o) entry.resolve(null);
    else {
      members.push(o.member);
      waiting.set(o.member.op.id, entry);
    }
  });
  members = await sendInTurn(ctx, members);
  const deadline = Date.now() + GROUP_CONFIRM_MS;
  const landed = await awaitChain(ctx, members, deadline);
  const settled = landed && (await settleGroup(ctx, group, landed));
  const final = settled && (await awaitChain(ctx, settled, deadline));
  if (!final) {
    // Left to the confirmation jobs, which settle the group (group-recover.ts) and finish each operation.
    for (const m of members)
      await ctx.jobs.send(CONFIRM_QUEUE, { operationId: m.op.id }, { startAfterSeconds: 1 });
    for (const entry of waiting.values()) entry.resolve(null);
    return;
  }
  const finished = await finishAll(ctx, final);
  final.forEach((m, i) => waiting.get(m.op.id)?.resolve(finished[i] ?? null));
}

/** The wallets' transactions one after another in the group's order: the order they were priced in. */
async function sendInTurn(ctx: AppContext, members: Member[]): Promise<Member[]> {
  const out: Member[] = [];
  for (const m of members) {
    const { refused } = await sendClaimed(ctx, m.op.id, m.txs);
    out.push({ op: m.op, txs: m.txs.map((t) => ({ ...t, ...refused.get(t.index) })) });
  }
  return out;
}

/** Polls the chain until every sent transaction settled; null at the deadline. */
async function awaitChain(ctx: AppContext, members: Member[], deadline: number): Promise<Member[] | null> {
  let now = members;
  for (;;) {
    now = (await checkGroupSent(ctx, now)).members;
    if (!now.some((m) => m.txs.some((t) => t.status === 'submitted'))) return now;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Every operation of the group finished in one DB transaction. If one of them was finished by another
 * pass meanwhile (or a hook fails), that transaction is rolled back and each is finished on its own.
 */
async function finishAll(ctx: AppContext, members: Member[]): Promise<Array<FinishedRows | null>> {
  const outcomes = await ctx.database.db
    .transaction(async (tx) => {
      const out = [];
      for (const m of members) out.push(await finishInTx(ctx, tx, m.op.id, m.txs, m.op));
      return out;
    })
    .catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'group finish fell back to one operation at a time');
      return null;
    });
  if (!outcomes) {
    const one: Array<FinishedRows | null> = [];
    for (const m of members) one.push(await finishOperation(ctx, m.op.id, m.txs));
    return one;
  }
  return outcomes.map((o, i) => {
    if (!o) return null;
    afterFinish(ctx, o);
    return { op: o.op, txs: members[i]?.txs ?? [] };
  });
}
