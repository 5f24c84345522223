import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client';
import { sessions } from '@server/db/schema';
import { tempDataDir } from './helpers/server';

// The drizzle client skips PGlite's per-query parser merge (see db/pglite-parsers.ts); what both
// callers read must stay what they read before.
const RAW_SQL = `select now() as at, now()::timestamp as local, current_date as day,
  interval '1 day 2 hours' as span, array[now(), now()] as ats, array[1.5, 2.25]::numeric[] as nums,
  array[current_date] as days, array[interval '3 minutes'] as spans, array[now()::timestamp] as locals,
  1.5::numeric as num, '{"a":1}'::jsonb as doc, 7::int8 as big`;

describe('PGlite parsers', () => {
  let database: Database;
  let reference: PGlite;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: tempDataDir() });
    reference = await PGlite.create();
  });
  afterAll(async () => {
    await database.close();
    await reference.close();
  });

  it('gives raw SQL (the job queue) exactly what a plain PGlite gives, with and without parameters', async () => {
    const expected = (await reference.query<Record<string, unknown>>(`${RAW_SQL}, $1::text as p`, ['x']))
      .rows[0];
    const withParams = (await database.executeSql(`${RAW_SQL}, $1::text as p`, ['x'])).rows[0] as Record<
      string,
      unknown
    >;
    const withoutParams = (await database.executeSql(`${RAW_SQL}, 'x'::text as p`)).rows[0] as Record<
      string,
      unknown
    >;
    for (const row of [withParams, withoutParams]) {
      expect(Object.keys(row)).toEqual(Object.keys(expected ?? {}));
      for (const [key, value] of Object.entries(expected ?? {})) {
        if (['at', 'local', 'ats', 'locals', 'day', 'days'].includes(key)) {
          // The clock may tick between the two databases; the types and shapes must not differ.
          expect(typeof row[key], key).toBe(typeof value);
          expect(Array.isArray(row[key]), key).toBe(Array.isArray(value));
          const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
          expect(first(row[key]), key).toBeInstanceOf(Date);
          expect(first(value), key).toBeInstanceOf(Date);
        } else {
          expect(row[key], key).toEqual(value);
        }
      }
    }
  });

  it('gives drizzle its timestamps as Date values through queries and transactions', async () => {
    const expiresAt = new Date(Date.UTC(2031, 4, 6, 7, 8, 9, 123));
    await database.db.insert(sessions).values({ tokenHash: 'h1', address: 'a1', expiresAt });
    const [read] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, 'h1'));
    expect(read?.expiresAt).toEqual(expiresAt);
    const inTx = await database.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ expiresAt: new Date(expiresAt.getTime() + 1000) })
        .where(eq(sessions.tokenHash, 'h1'));
      return tx.select().from(sessions).where(eq(sessions.tokenHash, 'h1'));
    });
    expect(inTx[0]?.expiresAt).toEqual(new Date(expiresAt.getTime() + 1000));
    expect(inTx[0]?.createdAt).toBeInstanceOf(Date);
  });
});
