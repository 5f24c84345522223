import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { databaseFor, pgAdminUrl } from './helpers/postgres';
import { tempDataDir } from './helpers/server';

describe.skipIf(!pgAdminUrl)('pool locks shared by app instances (PostgreSQL pass only)', () => {
  it('lets only one instance at a time hold a pool key, while other keys go on in parallel', async () => {
    const url = await databaseFor(tempDataDir(), pgAdminUrl ?? '');
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url, dataDir: tempDataDir() }),
      openDatabase({ databaseUrl: url, dataDir: tempDataDir() }),
    ]);
    try {
      const events: string[] = [];
      let releaseA = () => {};
      const aHolds = new Promise<void>((resolve) => (releaseA = resolve));
      let aEntered = () => {};
      const aIn = new Promise<void>((resolve) => (aEntered = resolve));
      const first = a.withSharedLocks(['pool:X'], async () => {
        events.push('a in');
        aEntered();
        await aHolds;
        events.push('a out');
      });
      await aIn;
      const second = b.withSharedLocks(['pool:X'], async () => {
        events.push('b in');
      });
      // Another pool's key is not held up by pool X.
      await b.withSharedLocks(['pool:Y'], async () => {
        events.push('b on Y');
      });
      expect(events).toEqual(['a in', 'b on Y']);
      releaseA();
      await Promise.all([first, second]);
      expect(events).toEqual(['a in', 'b on Y', 'a out', 'b in']);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
