import { and, asc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import { operationGroups, operations } from '../../db/schema';
import { checkSent } from './check-sent';
import type { Member } from './group-claim';
import { checkGroupSent, settleGroup } from './group-settle';
import { withLocks } from './locks';
import { withTransactions } from './store';

/**
 * Finishes what a group's leader left (a crash, or confirmations slower than it waits): under the group's
 * locks, asks the chain about each wallet transaction (re-sending the same bytes, or failing it once
 * expired, as any confirmation pass), and once none is open settles the group as the leader would have.
 * Nothing signed before is signed again: the wallets' transactions are stored, and a group is settled
 * once (its settlements stored signed before they are sent, then left to each operation's confirmation).
 */
export async function recoverGroup(ctx: AppContext, groupId: string): Promise<'settled' | 'pending'> {
  const settledNow = async () => {
    const [group] = await ctx.database.db
      .select()
      .from(operationGroups)
      .where(eq(operationGroups.id, groupId));
    if (!group) throw new Error(`operation group ${groupId} is not stored`);
    return group;
  };
  const first = await settledNow();
  if (first.settledAt) return 'settled';
  return withLocks(ctx.database, first.lockKey.split(','), async () => {
    const group = await settledNow();
    if (group.settledAt) return 'settled';
    const checked = await checkGroupSent(ctx, await loadMembers(ctx, groupId));
    const members: Member[] = [];
    for (const m of checked.members) {
      if (!m.txs.some((t) => t.signature && checked.unknown.has(t.signature))) {
        members.push(m);
        continue;
      }
      const updates = await checkSent(ctx, m.op.id, m.txs);
      members.push({ op: m.op, txs: m.txs.map((t) => ({ ...t, ...updates.get(t.index) })) });
    }
    if (members.some((m) => m.txs.some((t) => t.status === 'submitted'))) return 'pending';
    await settleGroup(ctx, group, members);
    return 'settled';
  });
}

async function loadMembers(ctx: AppContext, groupId: string): Promise<Member[]> {
  const { db } = ctx.database;
  const ops = await db
    .select()
    .from(operations)
    .where(eq(operations.groupId, groupId))
    .orderBy(asc(operations.groupIndex));
  return withTransactions(db, ops);
}

const self = alias(operations, 'self');

/**
 * Whether an operation of the group before `id` is still open. A group's operations are finished in
 * their turns: a kind whose confirmation replays its trade on a recorded state (a CLMM pool's price)
 * must see them in the order they were priced and executed, also when each is finished by its own job.
 */
export async function earlierInGroupOpen(ctx: AppContext, groupId: string, id: string): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ id: operations.id })
    .from(operations)
    .innerJoin(self, eq(self.id, id))
    .where(
      and(
        eq(operations.groupId, groupId),
        eq(operations.status, 'submitted'),
        lt(operations.groupIndex, self.groupIndex),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
