import type { Database } from '../../db/client';

/** In-process keyed mutex: waits for every key (taken in sorted order, so two holders cannot deadlock). */
const tails = new Map<string, Promise<void>>();

async function acquire(key: string): Promise<() => void> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release = () => {};
  const current = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => current);
  tails.set(key, tail);
  await previous;
  return () => {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  };
}

/**
 * Holds every key in this process, then in the database, so instances sharing one PostgreSQL database
 * never co-sign two trades on the same pool at once.
 */
export async function withLocks<T>(
  database: Database,
  keys: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  const releases: Array<() => void> = [];
  try {
    for (const key of [...new Set(keys)].sort()) releases.push(await acquire(key));
    return await database.withSharedLocks(keys, work);
  } finally {
    for (const release of releases.reverse()) release();
  }
}
