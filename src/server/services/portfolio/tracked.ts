import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_TRACKED_WALLETS, portfolioMessages, type TrackedWallet } from '@shared/schemas/portfolio';
import type { AppContext } from '../../context';
import { portfolioWallets } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';

export async function listTrackedWallets(ctx: AppContext, owner: string): Promise<TrackedWallet[]> {
  const rows = await ctx.database.db
    .select()
    .from(portfolioWallets)
    .where(eq(portfolioWallets.owner, owner))
    .orderBy(asc(portfolioWallets.addedAt));
  return rows.map((r) => ({ address: r.address, addedAt: r.addedAt.toISOString() }));
}

/** Adds a wallet to the owner's list; a second add of the same address is a 409 with the spec's text. */
export async function addTrackedWallet(ctx: AppContext, owner: string, address: string) {
  const { db } = ctx.database;
  const [n] = await db.select({ n: count() }).from(portfolioWallets).where(eq(portfolioWallets.owner, owner));
  if ((n?.n ?? 0) >= MAX_TRACKED_WALLETS)
    throw new AppError(400, 'too_many_wallets', portfolioMessages.tooMany);
  const inserted = await db
    .insert(portfolioWallets)
    .values({ owner, address })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw conflict('wallet_already_tracked', portfolioMessages.duplicate);
  return { wallets: await listTrackedWallets(ctx, owner) };
}

export async function removeTrackedWallet(ctx: AppContext, owner: string, address: string) {
  const removed = await ctx.database.db
    .delete(portfolioWallets)
    .where(and(eq(portfolioWallets.owner, owner), eq(portfolioWallets.address, address)))
    .returning();
  if (removed.length === 0) throw new AppError(404, 'not_tracked', portfolioMessages.notTracked);
  return { wallets: await listTrackedWallets(ctx, owner) };
}
