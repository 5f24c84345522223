import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { operationTransactions } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { CONFIRM_QUEUE, type FinishedRows } from './confirm';
import { finishGroup } from './group-finish';
import {
  claimGroup,
  type ClaimOutcome,
  type ClaimRequest,
  type GroupRecord,
  type Member,
} from './group-claim';
import { checkGroupSent, settleGroup } from './group-settle';
import { inFlightOn, IN_FLIGHT_MESSAGE, runningUnderLock } from './in-flight';
import { withLocks } from './locks';
import {
  checkPlannedSummary,
  type GroupHooks,
  type OperationDefinition,
  type PendingOperation,
} from './operation-definition';
import { sendInOrder } from './send';
import { submittedOn } from './submit-room';
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
  const left = submittedOn(keys, entry.op.id);
  return new Promise<FinishedRows | null>((resolveEntry, rejectEntry) => {
    const resolve = (rows: FinishedRows | null) => {
      left();
      resolveEntry(rows);
    };
    const reject = (error: unknown) => {
      left();
      rejectEntry(error);
    };
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
  // Co-signed all at once (the signatures are independent), kept in the priced order.
  const cosigned = await Promise.all(
    entries.map(async (entry, i): Promise<(ClaimRequest & { entry: Entry }) | null> => {
      const p = priced[i];
      if (!p || 'refused' in p) {
        entry.reject(p?.refused ?? new Error(`operation ${entry.op.id} was not priced`));
        return null;
      }
      try {
        const complete = await hooks.cosign(ctx, entry.pending, entry.signed);
        const summary = checkPlannedSummary(definition, p.summary);
        return { entry, ...entry, complete, signatures: complete.map(feePayerSignature), summary };
      } catch (error) {
        entry.reject(error);
        return null;
      }
    }),
  );
  const accepted = cosigned.filter((c) => c !== null);
  if (accepted.length === 0) return;
  const group: GroupRecord = { id: randomUUID(), kind: definition.kind, lockKey: keys.join(','), start };
  const outcomes = await claimGroup(ctx, group, accepted);
  const letGo = runningUnderLock(accepted.map((a) => a.op.id));
  try {
    await runClaimed(ctx, outcomes, accepted, group);
  } finally {
    letGo();
  }
}

async function runClaimed(
  ctx: AppContext,
  outcomes: ClaimOutcome[],
  accepted: Array<ClaimRequest & { entry: Entry }>,
  group: GroupRecord,
) {
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
  const finished = await finishGroup(ctx, final);
  final.forEach((m, i) => waiting.get(m.op.id)?.resolve(finished[i] ?? null));
}

/**
 * The wallets' transactions handed to the chain together, in the group's order: the order they were
 * priced in. A refused one is stored failed (one statement for all of them).
 */
async function sendInTurn(ctx: AppContext, members: Member[]): Promise<Member[]> {
  const sent = members.flatMap((m) => m.txs.map((t) => ({ m, t })));
  const failures = await sendInOrder(
    ctx,
    sent.map(({ t }) => t),
  );
  const refused = new Map<OperationTxRow, { status: 'failed'; error: string }>();
  failures.forEach((f, i) => {
    const t = sent[i]?.t;
    if (f && t) refused.set(t, f);
  });
  await storeRefusals(ctx, refused);
  return members.map((m) => ({ op: m.op, txs: m.txs.map((t) => ({ ...t, ...refused.get(t) })) }));
}

async function storeRefusals(ctx: AppContext, refused: Map<OperationTxRow, { error: string }>) {
  if (refused.size === 0) return;
  const values = sql.join(
    [...refused].map(([t, f]) => sql`(${t.operationId}::uuid, ${t.index}::integer, ${f.error})`),
    sql`, `,
  );
  await ctx.database.db.execute(sql`
    update ${operationTransactions} as t set status = 'failed', error = v.error
    from (values ${values}) as v (operation_id, index, error)
    where t.operation_id = v.operation_id and t.index = v.index`);
}

/** First look at once, then again every POLL_FIRST_MS, doubling up to POLL_MAX_MS while any is open. */
const POLL_FIRST_MS = 5;
const POLL_MAX_MS = 200;

/**
 * Asks the chain until every sent transaction settled; null at the deadline. The embedded chain has
 * settled them by the time it accepted them, so the first look usually finds them all.
 */
async function awaitChain(ctx: AppContext, members: Member[], deadline: number): Promise<Member[] | null> {
  let now = members;
  for (let wait = POLL_FIRST_MS; ; wait = Math.min(POLL_MAX_MS, wait * 2)) {
    now = (await checkGroupSent(ctx, now)).members;
    if (!now.some((m) => m.txs.some((t) => t.status === 'submitted'))) return now;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
