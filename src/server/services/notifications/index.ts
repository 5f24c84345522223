import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_LIMIT,
  operationTitle,
  type Notification,
  type NotificationList,
} from '@shared/schemas/notifications';
import { explorerUrl } from '@shared/solana/explorer';
import type { AppContext } from '../../context';
import { notificationReads, operationTransactions, operations } from '../../db/schema';

const FINISHED = ['confirmed', 'failed'];

type Summary = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** What an operation was about, from the fields its summary has: pair, token, or swap direction. */
function detailOf(summary: Summary): string | null {
  const swap =
    text(summary.inputSymbol) && text(summary.outputSymbol)
      ? `${String(summary.inputSymbol)} → ${String(summary.outputSymbol)}`
      : null;
  return swap ?? text(summary.pair) ?? text(summary.symbol) ?? text(summary.name);
}

async function readAtOf(ctx: AppContext, wallet: string): Promise<Date | null> {
  const [row] = await ctx.database.db
    .select({ readAt: notificationReads.readAt })
    .from(notificationReads)
    .where(eq(notificationReads.wallet, wallet));
  return row?.readAt ?? null;
}

/** GET /api/notifications: the wallet's latest confirmed and failed operations and how many are unread. */
export async function listNotifications(ctx: AppContext, wallet: string): Promise<NotificationList> {
  const { db } = ctx.database;
  const finished = and(eq(operations.wallet, wallet), inArray(operations.status, FINISHED));
  const readAt = await readAtOf(ctx, wallet);
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(operations)
      .where(finished)
      .orderBy(desc(operations.updatedAt))
      .limit(NOTIFICATION_LIMIT),
    db
      .select({ n: count() })
      .from(operations)
      .where(readAt ? and(finished, gt(operations.updatedAt, readAt)) : finished),
  ]);
  const txs = rows.length
    ? await db
        .select({
          operationId: operationTransactions.operationId,
          signature: operationTransactions.signature,
        })
        .from(operationTransactions)
        .where(
          inArray(
            operationTransactions.operationId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(operationTransactions.index))
    : [];
  const notifications = rows.map((op): Notification => {
    const signature = txs.filter((t) => t.operationId === op.id && t.signature).at(-1)?.signature ?? null;
    return {
      id: op.id,
      kind: op.kind,
      title: operationTitle(op.kind),
      detail: detailOf(op.summary),
      status: op.status === 'confirmed' ? 'confirmed' : 'failed',
      error: op.error,
      signature,
      explorerUrl: signature ? explorerUrl('tx', signature, ctx.chain.cluster) : null,
      finishedAt: op.updatedAt.toISOString(),
      unread: readAt === null || op.updatedAt > readAt,
    };
  });
  return { notifications, unread: unread?.n ?? 0 };
}

/**
 * POST /api/notifications/read: results finished up to `through` (the newest the wallet saw, never
 * later than now) count as read; the mark only moves forward.
 */
export async function markNotificationsRead(
  ctx: AppContext,
  wallet: string,
  through: Date,
): Promise<NotificationList> {
  const readAt = new Date(Math.min(through.getTime(), Date.now()));
  await ctx.database.db
    .insert(notificationReads)
    .values({ wallet, readAt })
    .onConflictDoUpdate({
      target: notificationReads.wallet,
      set: { readAt: sql`greatest(${notificationReads.readAt}, excluded.read_at)` },
    });
  return listNotifications(ctx, wallet);
}
