import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPriority, writeWalletSettings } from '@server/chain/wallet-priority';
import { openDatabase, type Database } from '@server/db/client';
import { walletSettings } from '@server/db/schema';
import { DEFAULT_SETTINGS, type PriorityLevel } from '@shared/schemas/settings';
import { tempDataDir } from './helpers/server';

// On the embedded database the planner answers 'auto' for a wallet without a settings row without
// reading it; a row from before the process started, or one being written, must still be read.
describe('the wallet priority level the planner reads', () => {
  let database: Database;
  const dir = tempDataDir();
  const row = (wallet: string, priorityFee: PriorityLevel) =>
    database.db
      .insert(walletSettings)
      .values({ wallet, settings: { ...DEFAULT_SETTINGS, priorityFee } })
      .onConflictDoUpdate({
        target: walletSettings.wallet,
        set: { settings: { ...DEFAULT_SETTINGS, priorityFee } },
      });

  beforeAll(async () => {
    database = await openDatabase({ dataDir: dir });
    await row('saved-before-start', 'high');
    await database.close();
    database = await openDatabase({ dataDir: dir });
  }, 60_000);
  afterAll(() => database.close());

  it('reads a row saved before the process started, and answers auto for a wallet without one', async () => {
    expect(await walletPriority(database, 'saved-before-start')).toBe('high');
    expect(await walletPriority(database, 'never-saved')).toBe('auto');
  });

  it('follows a save, and a read made while the save runs looks at the row', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const saving = writeWalletSettings(database, 'saves-now', async () => {
      await row('saves-now', 'low');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The row is written (the save has not returned yet): the read finds it.
    expect(await walletPriority(database, 'saves-now')).toBe('low');
    release();
    await saving;
    expect(await walletPriority(database, 'saves-now')).toBe('low');
    await writeWalletSettings(database, 'saves-now', () => row('saves-now', 'none'));
    expect(await walletPriority(database, 'saves-now')).toBe('none');
  });

  it('a failed save changes nothing', async () => {
    await expect(
      writeWalletSettings(database, 'fails', () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');
    expect(await walletPriority(database, 'fails')).toBe('auto');
  });
});
