import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTables, upkeepFor, type TableActivity } from '@server/db/pglite-maintenance';

// PGlite has no autovacuum: db/pglite-maintenance.ts vacuums and analyses by autovacuum's defaults.
const activity = (over: Partial<TableActivity>): TableActivity => ({
  schema: 'public',
  name: 't',
  dead: 0,
  modified: 0,
  inserted: 0,
  tuples: 0,
  ...over,
});

describe('PGlite maintenance', () => {
  it('follows autovacuum’s default thresholds', () => {
    expect(upkeepFor(activity({}))).toBeNull();
    expect(upkeepFor(activity({ modified: 50 }))).toBeNull();
    expect(upkeepFor(activity({ modified: 51 }))).toBe('ANALYZE');
    // A never-counted table (reltuples -1) counts as empty.
    expect(upkeepFor(activity({ modified: 51, tuples: -1 }))).toBe('ANALYZE');
    expect(upkeepFor(activity({ modified: 151, tuples: 1_000 }))).toBe('ANALYZE');
    expect(upkeepFor(activity({ modified: 150, tuples: 1_000 }))).toBeNull();
    expect(upkeepFor(activity({ dead: 251, tuples: 1_000 }))).toBe('VACUUM');
    expect(upkeepFor(activity({ inserted: 1_201, tuples: 1_000 }))).toBe('VACUUM');
    expect(upkeepFor(activity({ dead: 251, modified: 151, tuples: 1_000 }))).toBe('VACUUM (ANALYZE)');
  });

  describe('on a database', () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await PGlite.create();
      await db.exec(`create table "odd ""name""" (id int primary key, v text);
        create table quiet (id int primary key);
        insert into quiet values (1);`);
    });
    afterAll(async () => {
      await db.close();
    });

    const stats = async () =>
      (
        await db.query<{ dead: number; analysed: boolean; vacuumed: boolean; tuples: number }>(
          `select s.n_dead_tup::int as dead, s.last_analyze is not null as analysed,
             s.last_vacuum is not null as vacuumed, c.reltuples::int as tuples
           from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'odd "name"'`,
        )
      ).rows[0];
    const flushStats = () => db.query('select pg_stat_force_next_flush()');

    it('vacuums and analyses a busy table (any name) and leaves a quiet one alone', async () => {
      await db.exec(`insert into "odd ""name""" select g, 'x' from generate_series(1, 400) g;
        update "odd ""name""" set v = 'y';`);
      await flushStats();
      expect(await stats()).toMatchObject({ dead: 400, analysed: false, vacuumed: false });

      expect(await maintainTables(db)).toEqual([{ table: 'public.odd "name"', upkeep: 'VACUUM (ANALYZE)' }]);
      await flushStats();
      expect(await stats()).toEqual({ dead: 0, analysed: true, vacuumed: true, tuples: 400 });
      expect(await maintainTables(db)).toEqual([]);
    });

    it('waits for an open transaction instead of failing inside it', async () => {
      await db.exec(`update "odd ""name""" set v = 'z'`);
      await flushStats();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const transaction = db.transaction(async (tx) => {
        await tx.query(`update quiet set id = 2`);
        await held;
      });
      const pass = maintainTables(db);
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await transaction;
      expect(await pass).toEqual([{ table: 'public.odd "name"', upkeep: 'VACUUM (ANALYZE)' }]);
    });
  });
});
