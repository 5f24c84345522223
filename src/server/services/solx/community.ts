import type { Address } from '@solana/kit';
import { count, eq } from 'drizzle-orm';
import type { WhitelistStatus } from '@shared/schemas/solx';
import type { AppContext } from '../../context';
import { solxWhitelist } from '../../db/schema';

export async function whitelistStatus(ctx: AppContext, wallet: Address): Promise<WhitelistStatus> {
  const { db } = ctx.database;
  const [row] = await db.select().from(solxWhitelist).where(eq(solxWhitelist.wallet, wallet));
  const [total] = await db.select({ n: count() }).from(solxWhitelist);
  return { joined: Boolean(row), joinedAt: row?.joinedAt.toISOString() ?? null, members: total?.n ?? 0 };
}

/** Records the signed-in wallet on the whitelist; joining twice keeps the first date. */
export async function joinWhitelist(ctx: AppContext, wallet: Address): Promise<WhitelistStatus> {
  await ctx.database.db.insert(solxWhitelist).values({ wallet }).onConflictDoNothing();
  return whitelistStatus(ctx, wallet);
}
