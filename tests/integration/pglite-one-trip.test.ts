import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTripQuery } from '@server/db/pglite-one-trip';
import { TYPED, TYPED_VALUES as VALUES } from './helpers/typed-statement';

// db/pglite-one-trip.ts sends each statement in one call and parses each text once; what callers get
// back, errors included, must be what PGlite's own `query` gives.

describe('PGlite statements in one trip', () => {
  let db: PGlite;
  let query: ReturnType<typeof oneTripQuery>;
  beforeAll(async () => {
    db = await PGlite.create();
    query = oneTripQuery(db);
    await db.exec('create table t (id serial primary key, a text unique)');
  });
  afterAll(async () => {
    await db.close();
  });

  const namedCount = async (text: string) =>
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows[0]?.n;

  it('returns what PGlite returns, type by type, in object and array row modes', async () => {
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await db.query(TYPED, VALUES, { rowMode });
      for (let run = 0; run < 3; run++) {
        const got = await query(TYPED, VALUES, { rowMode });
        expect(got.rows).toEqual(expected.rows);
        expect(got.fields).toEqual(expected.fields);
      }
    }
    const write = await query('insert into t (a) values ($1), ($2)', ['w1', 'w2']);
    expect(write.affectedRows).toBe(2);
  });

  it('parses a text once and reuses it; long texts are not kept', async () => {
    const text = 'select a from t where id = $1';
    for (let run = 0; run < 5; run++) await query(text, [run]);
    expect(await namedCount(text)).toBe(1);
    const long = `select $1::text as x /* ${'x'.repeat(5_000)} */`;
    await query(long, ['y']);
    await query(long, ['y']);
    expect(await namedCount(long)).toBe(0);
  });

  it('keeps a statement first parsed in a transaction that rolled back', async () => {
    const text = 'insert into t (a) values ($1) returning a';
    await expect(
      db.transaction(async () => {
        await oneTripQuery(db, { inTransaction: true })(text, ['rolled back']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await query(text, ['after'])).rows).toEqual([{ a: 'after' }]);
    expect((await query('select count(*)::int as n from t where a = $1', ['rolled back'])).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('reports database errors as PGlite does and works again after them', async () => {
    const insert = 'insert into t (a) values ($1) returning id';
    await query(insert, ['dup']);
    const duplicate = await query(insert, ['dup']).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: insert, params: ['dup'] });
    const badInt = await query('select a from t where id = $1 limit 1', ['abc']).catch((e: unknown) => e);
    expect(badInt).toMatchObject({ code: '22P02' });
    expect((await query('select a from t where id = $1 limit 1', [1])).rows).toHaveLength(1);
    for (let run = 0; run < 2; run++) {
      const syntax = await query('selec $1', [1]).catch((error: unknown) => error);
      expect(syntax).toMatchObject({ code: '42601' });
    }
    expect((await query(insert, ['fresh'])).rows).toHaveLength(1);
  });
});
