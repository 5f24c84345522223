import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startPgliteMaintenance } from './pglite-maintenance';
import { installDrizzleParsers } from './pglite-parsers';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs raw SQL with parameters (used by the job queue adapter). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` holding a PostgreSQL advisory lock per key, so app instances sharing the database take
   * turns (PGlite serves one process: there `work` simply runs).
   */
  withSharedLocks<T>(keys: readonly string[], work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: app instances starting at once on one PostgreSQL database migrate it one at a time. */
const MIGRATION_LOCK = 5_010_001;

async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
      () => true,
      () => false,
    );
    // A connection that may still hold the lock is closed, not returned to the pool.
    client.release(!unlocked);
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** A failed PGlite vacuum or analyse (see pglite-maintenance.ts); nothing waits on it. */
  onMaintenanceError?: (error: unknown) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    await migrateLocked(pool);
    const db = drizzlePg(pool, { schema });
    // Lock holders get their own connections, so they never starve the queries their work runs.
    const lockPool = new pg.Pool({ connectionString: opts.databaseUrl, max: 8 });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      executeSql: async (text, values) => pool.query(text, values),
      withSharedLocks: (keys, work) => withAdvisoryLocks(lockPool, keys, work),
      close: async () => {
        await lockPool.end();
        await pool.end();
      },
    };
  }
  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  // The engine runs on its own thread (pglite-thread.ts). PGlite's NodeFS writes straight through to the
  // files in `dir` (an Emscripten NODEFS mount), so every committed write is in the OS's files when the
  // query returns; the "sync" it would await after each query is a no-op walk over the mounts that costs
  // about half of a small query's time.
  const client = await PGliteThread.create(dir);
  const { drizzleClient, rawQuery, rawParsers } = installDrizzleParsers(client);
  // Drizzle's PGlite driver uses `query` and `transaction`, which the thread's client has.
  const db = drizzlePglite({ client: drizzleClient as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  const maintenance = startPgliteMaintenance(client, opts.onMaintenanceError ?? (() => undefined));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return rawQuery(text, values);
      const results = await client.exec(text, { parsers: rawParsers });
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withSharedLocks: (_keys, work) => work(),
    close: async () => {
      await maintenance.stop();
      await client.close();
    },
  };
}

/** Session advisory locks on one connection, taken in sorted order; the connection is dropped if unlock fails. */
async function withAdvisoryLocks<T>(
  pool: pg.Pool,
  keys: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return work();
  const client = await pool.connect();
  try {
    for (const key of sorted) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
    return await work();
  } finally {
    const clean = await client.query('SELECT pg_advisory_unlock_all()').then(
      () => true,
      () => false,
    );
    client.release(!clean);
  }
}
