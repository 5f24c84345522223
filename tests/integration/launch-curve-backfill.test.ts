import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp-dirs';

const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
const BACKFILL = '0022_launch-recorded-curve';

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = path.join(tempDir('solx-migrations-'), 'migrations');
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('migration 0022 backfills sold and raised from the recorded trades', () => {
  it('is the net of each launch’s buys and sells, and 0 for a launch without trades', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore(BACKFILL) });
    const op = '00000000-0000-0000-0000-000000000001';
    await client.exec(`
      INSERT INTO operations (id, wallet, kind, summary) VALUES ('${op}', 'w', 'launchpad_launch', '{}');
      INSERT INTO launches (mint, creator, name, symbol, description, curve, token_vault, sol_vault, operation_id)
      VALUES ('m1', 'c', 'One', 'ONE', 'first launch', 'standard', 't1', 's1', '${op}'),
             ('m2', 'c', 'Two', 'TWO', 'no trades yet', 'standard', 't2', 's2', '${op}');
      INSERT INTO launch_trades (mint, wallet, side, tokens, lamports, fee_lamports, price_sol, sold_after, signature)
      VALUES ('m1', 'a', 'buy', '793100000000000', '85000000000', '1', 1, '0', 'sig1'),
             ('m1', 'b', 'sell', '100000000000', '30000000000', '1', 1, '0', 'sig2'),
             ('m1', 'a', 'buy', '1000000', '5', '1', 1, '0', 'sig3');
    `);
    await migrate(db, { migrationsFolder: migrations });
    const { rows } = await client.query<{ mint: string; sold: string; raised: string }>(
      'SELECT mint, sold::text, raised::text FROM launches ORDER BY mint',
    );
    expect(rows).toEqual([
      {
        mint: 'm1',
        sold: String(793_100_000_000_000n - 100_000_000_000n + 1_000_000n),
        raised: '55000000005',
      },
      { mint: 'm2', sold: '0', raised: '0' },
    ]);
    await client.close();
  });
});
