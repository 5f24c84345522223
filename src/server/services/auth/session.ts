import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/crypto';

type SessionRow = { address: string; expiresAt: Date };

// Every API request reads its session. PGlite's database belongs to this one process, so sessions read
// here stay exact until endSession (the only place a session ends early) removes them; on a shared
// PostgreSQL another instance may end a session, so there every request reads the table.
const CACHE_LIMIT = 10_000;
// A read that started before a sign-out must not cache what the sign-out removed: `ended` counts sign-outs.
type SessionCache = { rows: Map<string, SessionRow>; ended: number };
const caches = new WeakMap<Database, SessionCache>();

function cacheOf(database: Database): SessionCache | null {
  if (database.kind !== 'pglite') return null;
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = { rows: new Map(), ended: 0 }));
  return cache;
}

export async function sessionForToken(ctx: AppContext, token: string): Promise<SessionRow | null> {
  const tokenHash = sha256Hex(token);
  const cache = cacheOf(ctx.database);
  const now = new Date();
  const hit = cache?.rows.get(tokenHash);
  if (hit) {
    if (hit.expiresAt > now) return hit;
    cache?.rows.delete(tokenHash);
  }
  const endedBefore = cache?.ended;
  const [row] = await ctx.database.db
    .select({ address: sessions.address, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (cache && cache.ended === endedBefore) {
    if (cache.rows.size >= CACHE_LIMIT) cache.rows.clear();
    cache.rows.set(tokenHash, row);
  }
  return row;
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = sha256Hex(token);
  const cache = cacheOf(ctx.database);
  cache?.rows.delete(tokenHash);
  try {
    await ctx.database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  } finally {
    // After the delete: a read that overlapped it may have cached the row, and must not keep it.
    if (cache) {
      cache.ended++;
      cache.rows.delete(tokenHash);
    }
  }
}
