import { randomUUID } from 'node:crypto';

/**
 * An in-process map whose entries expire `ttlMs` after they are stored. Expired entries are never
 * returned and are swept whenever a new one is stored, so the map stays as small as the live set.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  set(key: string, value: V): void {
    const now = this.now();
    for (const [k, entry] of this.entries) if (entry.expiresAt < now) this.entries.delete(k);
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
