import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/crypto';
import { cachePer } from '../../lib/write-through-cache';

type SessionRow = { address: string; expiresAt: Date };

// Every API request reads its session. On PGlite only this process writes the table (startSession), and
// endSession is the only place a session ends early; on a shared PostgreSQL another instance may end a
// session, so there every request reads the table.
const sessionCache = cachePer<Database, SessionRow>();
const cacheOf = (database: Database) => (database.kind === 'pglite' ? sessionCache(database) : null);

const liveSession = preparedPer((db) =>
  db
    .select({ address: sessions.address, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session'),
);

export async function sessionForToken(ctx: AppContext, token: string): Promise<SessionRow | null> {
  const tokenHash = sha256Hex(token);
  const load = async () => {
    const [row] = await liveSession(ctx.database.db).execute({ tokenHash, now: new Date() });
    return row ?? null;
  };
  const cache = cacheOf(ctx.database);
  if (!cache) return load();
  return cache.read(tokenHash, load, (row) => row.expiresAt > new Date());
}

/** Stores a new session; on PGlite the sign-in's own process keeps it, so its first request reads no row. */
export async function startSession(ctx: AppContext, token: string, row: SessionRow): Promise<void> {
  const tokenHash = sha256Hex(token);
  await ctx.database.db.insert(sessions).values({ tokenHash, ...row });
  cacheOf(ctx.database)?.remember(tokenHash, row);
}

export async function endSession(ctx: AppContext, token: string): Promise<void> {
  const tokenHash = sha256Hex(token);
  try {
    await ctx.database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  } finally {
    cacheOf(ctx.database)?.invalidate(tokenHash);
  }
}
