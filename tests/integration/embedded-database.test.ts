import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { tempDataDir } from './helpers/server';

// What the money paths rely on from the embedded database (PGlite behind drizzle, db/client.ts).
describe('the embedded database', () => {
  let database: Database;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    await database.executeSql('create table probe (id int primary key, note text)');
  });
  afterAll(async () => database.close());

  it('passes PostgreSQL errors through with their fields', async () => {
    await database.executeSql('insert into probe values (1, $1)', ['one']);
    const error = await database
      .executeSql('insert into probe values (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    const viaDrizzle = await database.db
      .execute(sql`insert into probe values (1, 'drizzle')`)
      .catch((e: unknown) => e as Error & { cause?: unknown });
    expect(viaDrizzle).toBeInstanceOf(Error);
    expect((viaDrizzle as { cause?: unknown }).cause ?? viaDrizzle).toMatchObject({ code: '23505' });
  });

  it('commits a transaction whose work succeeds and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (2, 'kept')`);
    });
    const thrown = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (3, 'dropped')`);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e as Error);
    expect(thrown.message).toBe('changed my mind');
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (4, 'dropped too')`);
        await tx.execute(sql`insert into probe values (1, 'duplicate')`);
      })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    const rows = (await database.executeSql('select id from probe order by id')).rows;
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('runs concurrent transactions one after the other, each seeing the last one committed', async () => {
    await database.executeSql('create table counter (n int)');
    await database.executeSql('insert into counter values (0)');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction(async (tx) => {
          const read = (await tx.execute(sql`select n from counter`)) as unknown as { rows: { n: number }[] };
          const [row] = read.rows;
          await tx.execute(sql`update counter set n = ${(row?.n ?? 0) + 1}`);
        }),
      ),
    );
    expect((await database.executeSql('select n from counter')).rows).toEqual([{ n: 20 }]);
  });

  it('keeps what was committed across a close and reopen', async () => {
    await database.close();
    database = await openDatabase({ dataDir });
    expect((await database.executeSql('select id from probe order by id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });
});
