import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/crypto';

export async function sessionForToken(ctx: AppContext, token: string) {
  const [row] = await ctx.database.db
    .select({ address: sessions.address, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  await ctx.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}
