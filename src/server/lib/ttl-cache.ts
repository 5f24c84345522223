import { randomUUID } from 'node:crypto';

/**
 * An in-process map whose entries expire `ttlMs` after they are stored. Every entry lives as long, so
 * insertion order is expiry order: storing sweeps expired entries from the front only, and past
 * `maxEntries` the oldest live ones go too, so heavy traffic cannot grow it without bound.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  set(key: string, value: V): void {
    const now = this.now();
    for (const [k, entry] of this.entries) {
      if (entry.expiresAt >= now && this.entries.size < this.maxEntries) break;
      this.entries.delete(k);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }

  /** Stores under a fresh random id and returns it. */
  add(value: V): string {
    const id = randomUUID();
    this.set(id, value);
    return id;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt < this.now()) return undefined;
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}
