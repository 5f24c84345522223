import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('returns a value until its time is up, inclusive of the last millisecond', () => {
    const time = clock();
    const cache = new TtlCache<string>(60_000, time.now);
    cache.set('a', 'x');
    time.advance(60_000);
    expect(cache.get('a')).toBe('x');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('never')).toBeUndefined();
  });

  it('gives each added value its own id', () => {
    const cache = new TtlCache<number>(1_000);
    const first = cache.add(1);
    const second = cache.add(2);
    expect(first).not.toBe(second);
    expect([cache.get(first), cache.get(second)]).toEqual([1, 2]);
  });

  it('sweeps expired entries when a new one is stored, and a re-set restarts the clock', () => {
    const time = clock();
    const cache = new TtlCache<string>(100, time.now);
    cache.set('old', 'o');
    cache.set('kept', 'k');
    time.advance(50);
    cache.set('kept', 'k2');
    time.advance(51);
    cache.set('new', 'n');
    expect(cache.size).toBe(2);
    expect([cache.get('old'), cache.get('kept'), cache.get('new')]).toEqual([undefined, 'k2', 'n']);
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const time = clock();
    const cache = new TtlCache<number>(60_000, time.now, 3);
    for (let i = 0; i < 5; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k4')).toBe(4);
  });

  it('a key stored again lives from its new time', () => {
    const time = clock();
    const cache = new TtlCache<number>(100, time.now);
    cache.set('a', 1);
    time.advance(60);
    cache.set('b', 2);
    cache.set('a', 3);
    time.advance(60);
    cache.set('c', 4);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('b')).toBe(2);
  });
});
