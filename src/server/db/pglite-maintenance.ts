/** What maintenance needs of the database: PGlite, or `PGliteThread`. */
interface MaintainedDatabase {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/**
 * PGlite runs Postgres as a single process, without the autovacuum workers a PostgreSQL server has: left
 * alone, its tables are never analysed (so the planner guesses, and a lookup by a hashed index became a
 * loop over every operation of the wallet) and dead rows are never cleared. This does autovacuum's job
 * with its default thresholds, one table at a time on the one connection, between queries.
 */
export const MAINTENANCE_INTERVAL_MS = 30_000;

export interface TableActivity {
  schema: string;
  name: string;
  /** Dead rows, rows changed since the last analyse, rows inserted since the last vacuum. */
  dead: number;
  modified: number;
  inserted: number;
  /** The planner's row count from the last vacuum or analyse; negative when never counted. */
  tuples: number;
}

export type Upkeep = 'VACUUM (ANALYZE)' | 'VACUUM' | 'ANALYZE';

/** PostgreSQL's autovacuum defaults (autovacuum_{vacuum,vacuum_insert,analyze}_{threshold,scale_factor}). */
export function upkeepFor(t: TableActivity): Upkeep | null {
  const rows = Math.max(t.tuples, 0);
  const vacuum = t.dead > 50 + 0.2 * rows || t.inserted > 1_000 + 0.2 * rows;
  const analyze = t.modified > 50 + 0.1 * rows;
  if (vacuum && analyze) return 'VACUUM (ANALYZE)';
  if (vacuum) return 'VACUUM';
  return analyze ? 'ANALYZE' : null;
}

const ACTIVITY = `
  select s.schemaname as schema, s.relname as name, s.n_dead_tup::float8 as dead,
    s.n_mod_since_analyze::float8 as modified, s.n_ins_since_vacuum::float8 as inserted,
    c.reltuples::float8 as tuples
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One pass: vacuums and analyses the tables that need it; returns what it did. */
export async function maintainTables(
  client: MaintainedDatabase,
): Promise<Array<{ table: string; upkeep: Upkeep }>> {
  const { rows } = await client.query<TableActivity>(ACTIVITY);
  const done: Array<{ table: string; upkeep: Upkeep }> = [];
  for (const table of rows) {
    const upkeep = upkeepFor(table);
    if (!upkeep) continue;
    const name = `${quoted(table.schema)}.${quoted(table.name)}`;
    // `exec` waits for any open transaction to finish: VACUUM cannot run inside one.
    await client.exec(`${upkeep} ${name}`);
    done.push({ table: `${table.schema}.${table.name}`, upkeep });
  }
  return done;
}

/** Runs `maintainTables` every `intervalMs`; `stop` waits for a pass in progress. */
export function startPgliteMaintenance(
  client: MaintainedDatabase,
  onError: (error: unknown) => void,
  intervalMs = MAINTENANCE_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= maintainTables(client)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
