import { createHash } from 'node:crypto';

/**
 * The offline writer's tools: a seed from the input's hash, and choices made from it, so the same input
 * reads the same way and a different input reads differently. Every sentence the features build still
 * carries the input's own names and numbers.
 */

/** JSON with sorted keys, so {a,b} and {b,a} hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A 32-bit seed from the input. */
export function seedOf(input: unknown): number {
  return createHash('sha256').update(canonical(input)).digest().readUInt32BE(0);
}

/** Deterministic choices from one seed; `salt` keeps two choices of the same input independent. */
export class Composer {
  constructor(readonly seed: number) {}

  static for(input: unknown): Composer {
    return new Composer(seedOf(input));
  }

  /** 0 ≤ n < 1, a pure function of the seed and the salt. */
  unit(salt: string): number {
    let h = this.seed ^ 0x9e3779b9;
    for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return (h >>> 0) / 0x1_0000_0000;
  }

  pick<T>(salt: string, options: readonly T[]): T {
    const item = options[Math.floor(this.unit(salt) * options.length)];
    if (item === undefined) throw new Error(`Composer.pick(${salt}) from an empty list`);
    return item;
  }

  /** `count` distinct items in a seed-chosen order. */
  sample<T>(salt: string, options: readonly T[], count: number): T[] {
    const pool = [...options];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(this.unit(`${salt}:${i}`) * (i + 1));
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  }
}

/** Percent with at most one decimal: 12.5 → "12.5%", 12 → "12%". */
export const pct = (value: number) => `${Math.round(value * 10) / 10}%`;

/** Whole numbers with thousands separators. */
export const amount = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: value < 1 ? 6 : 2 });
