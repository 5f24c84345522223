/**
 * A read cache for rows that only this process writes (the embedded PGlite database belongs to one
 * process), so it stays exact without expiry: every writer calls `invalidate` after its write. A read
 * that overlapped a write does not keep what it read, since it may have read the row from before it.
 */
export class WriteThroughCache<V> {
  private readonly rows = new Map<string, V>();
  private writes = 0;

  constructor(private readonly maxEntries = 10_000) {}

  /** The cached value if `fresh` accepts it, else `load`'s (kept unless it is null or a write overlapped). */
  async read(
    key: string,
    load: () => Promise<V | null>,
    fresh: (value: V) => boolean = () => true,
  ): Promise<V | null> {
    const hit = this.rows.get(key);
    if (hit !== undefined) {
      if (fresh(hit)) return hit;
      this.rows.delete(key);
    }
    const writesBefore = this.writes;
    const value = await load();
    if (value !== null && this.writes === writesBefore) {
      if (this.rows.size >= this.maxEntries) this.rows.clear();
      this.rows.set(key, value);
    }
    return value;
  }

  /** Call after the write that created `key`'s row with `value` (no read of it can be in flight). */
  remember(key: string, value: V): void {
    if (this.rows.size >= this.maxEntries) this.rows.clear();
    this.rows.set(key, value);
  }

  /** Call after the write that changed `key`'s row, also when the write failed. */
  invalidate(key: string): void {
    this.writes++;
    this.rows.delete(key);
  }
}

/** One cache per owner (a database), created on first use. */
export function cachePer<O extends object, V>(): (owner: O) => WriteThroughCache<V> {
  const caches = new WeakMap<O, WriteThroughCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new WriteThroughCache<V>()));
    return cache;
  };
}
