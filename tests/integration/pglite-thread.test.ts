import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '@server/db/pglite-thread';
import { TYPED, TYPED_VALUES as VALUES } from './helpers/typed-statement';

// db/pglite-thread.ts runs PGlite's engine on a worker thread. Callers must get what PGlite gives them,
// statements must run in the order they were sent, and a transaction must have the database to itself.
const count = async (db: PGliteThread) =>
  (await db.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n;

describe('PGlite on its own thread', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-thread-'));
    dirs.push(dir);
    return dir;
  };
  let reference: PGlite;
  let db: PGliteThread;
  beforeAll(async () => {
    reference = await PGlite.create();
    db = await PGliteThread.create(newDir());
  });
  afterAll(async () => {
    await reference.close();
    await db.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('answers as PGlite does: rows, fields, several statements, errors', async () => {
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await reference.query(TYPED, VALUES, { rowMode });
      const got = await db.query(TYPED, VALUES, { rowMode });
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
    const script = 'create table t (id serial primary key, a text unique); select 1 as one; select 2 as two';
    const scriptExpected = await reference.exec(script);
    expect(await db.exec(script)).toEqual(scriptExpected);
    const missing = 'select * from nowhere';
    const expectedError = (await reference.query(missing).then(
      () => new Error('PGlite answered'),
      (e: unknown) => e,
    )) as { code: string };
    await expect(db.query(missing)).rejects.toMatchObject({ code: expectedError.code, query: missing });
  });

  it('runs statements sent together in their order, each on its own', async () => {
    const sent = Array.from({ length: 40 }, (_, i) =>
      db.query('insert into t (a) values ($1) returning id', [i === 20 ? 'dup' : `row ${i}`]),
    );
    sent.splice(30, 0, db.query('insert into t (a) values ($1)', ['dup']));
    const settled = await Promise.allSettled(sent);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ code: '23505' }) },
    ]);
    const ids = settled.flatMap((s) =>
      s.status === 'fulfilled' ? (s.value.rows as Array<{ id: number }>).map((r) => r.id) : [],
    );
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(await count(db)).toBe(40);
  });

  it('gives a transaction the database to itself, and rolls it back when it throws', async () => {
    let readDuring: Promise<number | undefined> | null = null;
    await db.transaction(async (tx) => {
      await tx.query('insert into t (a) values ($1)', ['in tx 1']);
      readDuring = count(db);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into t (a) values ($1)', ['in tx 2']);
    });
    // Sent while the transaction was open, the read ran after it committed.
    expect(await readDuring).toBe(42);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (a) values ($1)', ['rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction((tx) => tx.query('insert into t (a) values ($1)', ['dup'])),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count(db)).toBe(42);
  });

  it('keeps every answer with its statement through many transactions and statements between them', async () => {
    await db.exec('create table n (k int primary key)');
    const outside: Array<Promise<unknown>> = [];
    const transactions = Array.from({ length: 20 }, (_, t) =>
      db.transaction(async (tx) => {
        for (let i = 0; i < 50; i++) {
          const k = t * 50 + i;
          const { rows } = await tx.query<{ k: number }>('insert into n (k) values ($1) returning k', [k]);
          expect(rows).toEqual([{ k }]);
          outside.push(db.query<{ k: number }>('select $1::int as k', [k]));
        }
      }),
    );
    await Promise.all(transactions);
    const answers = await Promise.all(outside);
    expect(answers.map((a) => (a as { rows: unknown[] }).rows)).toEqual(
      Array.from({ length: 1000 }, (_, k) => [{ k }]),
    );
    expect((await db.query<{ n: number }>('select count(*)::int as n from n')).rows).toEqual([{ n: 1000 }]);
  });

  it('closes after the statements already sent, which are on disk for the next start', async () => {
    const dir = newDir();
    const first = await PGliteThread.create(dir);
    await first.exec('create table t (id serial primary key, a text)');
    const sent = Array.from({ length: 20 }, (_, i) =>
      first.query('insert into t (a) values ($1)', [`r${i}`]),
    );
    await first.close();
    await Promise.all(sent);
    await expect(first.query('select 1')).rejects.toThrow(/database thread/);
    const again = await PGliteThread.create(dir);
    expect(await count(again)).toBe(20);
    await again.close();
  });

  it('lets a script that closes it end on its own (nothing else keeps the process alive)', async () => {
    const dir = newDir();
    const script = path.join(dir, 'script.mts');
    const thread = fileURLToPath(new URL('../../src/server/db/pglite-thread.ts', import.meta.url));
    writeFileSync(
      script,
      `import { PGliteThread } from ${JSON.stringify(thread)};
      const db = await PGliteThread.create(${JSON.stringify(path.join(dir, 'db'))});
      const { rows } = await db.query('select 41 + 1 as n');
      await db.close();
      console.log(JSON.stringify(rows));`,
    );
    // Node ends a script whose top-level await can never settle with exit code 13.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
    });
    expect(stdout.trim()).toBe('[{"n":42}]');
  });
});
