import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Account, LiteSvm } from 'litesvm/dist/internal.js';
import { afterAll, describe, expect, it } from 'vitest';
import { AddressBook } from './address-book';
import { LargeAccounts, SVM_SNAPSHOT_DATA_LIMIT } from './large-accounts';
import { chainPaths } from './paths';
import { ChainStore } from './persistence';
import { createSvm, readAccount } from './svm';

const SYSTEM = '11111111111111111111111111111111';

function patterned(length: number, seed: number): Uint8Array {
  const data = new Uint8Array(length);
  for (let i = 0; i < length; i++) data[i] = (i * 131 + seed) & 0xff;
  return data;
}

/** Buffer comparison: vitest's deep equality walks 10 MiB element by element for minutes. */
const same = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && Buffer.from(a).equals(b);

describe('accounts over LiteSVM’s 4 MiB serializer limit', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('are written beside its bytes and come back byte for byte', async () => {
    const book = new AddressBook();
    const svm = createSvm();
    const sizes = [10 * 1024 * 1024, SVM_SNAPSHOT_DATA_LIMIT + 1, SVM_SNAPSHOT_DATA_LIMIT];
    const keys = sizes.map((_, i) => new Uint8Array(32).fill(i + 1));
    const owner = book.toBytes(SYSTEM) ?? new Uint8Array(32);
    keys.forEach((key, i) =>
      svm.setAccount(key, new Account(BigInt(1000 + i), patterned(sizes[i] ?? 0, i), owner, false, 7n)),
    );
    expect(() => svm.toBytes()).toThrow(/preallocation limit of 4194304 bytes/);

    const large = new LargeAccounts();
    const written = keys.map((key) => ({ address: book.toText(key), account: readAccount(svm, book, key) }));
    large.onWritten(written);
    const snapshot = large.serialize(svm, book);
    expect(snapshot.large.map((a) => a.address)).toEqual(written.slice(0, 2).map((w) => w.address));
    // The live instance still holds every account whole.
    keys.forEach((key, i) =>
      expect(same(svm.getAccount(key)?.data(), patterned(sizes[i] ?? 0, i))).toBe(true),
    );

    const dataDir = await mkdtemp(join(tmpdir(), 'solx-large-unit-'));
    dirs.push(dataDir);
    const store = new ChainStore(chainPaths(dataDir));
    const sidecar = { format: 3 as const, genesisHash: 'g', faucetSeed: '', owners: [], appliedSeq: 0 };
    await store.save(snapshot, { ...sidecar, clock: {} as never });
    const loaded = store.load();
    const restored = LiteSvm.fromBytes(loaded?.svmBytes ?? new Uint8Array());
    const again = new LargeAccounts();
    again.restore(restored, book, loaded?.large ?? []);
    keys.forEach((key, i) => {
      const account = readAccount(restored, book, key);
      expect(account?.lamports).toBe(BigInt(1000 + i));
      expect(account?.rentEpoch).toBe(7n);
      expect(account?.owner).toBe(SYSTEM);
      expect(same(account?.data, patterned(sizes[i] ?? 0, i))).toBe(true);
    });
    // The restored instance knows its large accounts: its own snapshot succeeds too.
    expect(again.serialize(restored, book).large).toHaveLength(2);
  });
});
