import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/** Set by scripts/with-postgres.mjs: the integration suite then runs on PostgreSQL instead of PGlite. */
export const pgAdminUrl = process.env.TEST_PG_ADMIN_URL;

/**
 * A PostgreSQL database of the data dir's own (created on first use): servers stay isolated from each
 * other, and a server restarted on the same data dir finds its data again, as it would in PGlite.
 */
export async function databaseFor(dataDir: string, adminUrl: string): Promise<string> {
  const name = `solx_${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
