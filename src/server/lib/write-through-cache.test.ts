import { describe, expect, it } from 'vitest';
import { cachePer, WriteThroughCache } from './write-through-cache';

describe('WriteThroughCache', () => {
  it('loads once, then serves the cached value until invalidated', async () => {
    const cache = new WriteThroughCache<string>();
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.read('k', load)).toBe('v1');
    expect(await cache.read('k', load)).toBe('v1');
    cache.invalidate('k');
    expect(await cache.read('k', load)).toBe('v2');
  });

  it('does not keep a null, nor a value `fresh` refuses', async () => {
    const cache = new WriteThroughCache<number>();
    let loads = 0;
    expect(await cache.read('gone', async () => (loads++, null))).toBeNull();
    expect(await cache.read('gone', async () => (loads++, null))).toBeNull();
    expect(loads).toBe(2);
    let now = 10;
    const fresh = (expiresAt: number) => expiresAt > now;
    expect(await cache.read('s', async () => 20, fresh)).toBe(20);
    now = 30;
    expect(await cache.read('s', async () => null, fresh)).toBeNull();
  });

  it('does not keep what a read overlapping a write loaded', async () => {
    const cache = new WriteThroughCache<string>();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const stale = cache.read('k', async () => {
      await gate;
      return 'before the write';
    });
    cache.invalidate('k');
    release();
    expect(await stale).toBe('before the write');
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write');
  });

  it('stays bounded and keeps one cache per owner', async () => {
    const cache = new WriteThroughCache<number>(3);
    for (let i = 0; i < 10; i++) await cache.read(`k${i}`, async () => i);
    let loads = 0;
    expect(await cache.read('k9', async () => (loads++, -1))).toBe(9);
    expect(await cache.read('k0', async () => (loads++, -1))).toBe(-1);
    expect(loads).toBe(1);
    const per = cachePer<object, number>();
    const a = {};
    expect(per(a)).toBe(per(a));
    expect(per(a)).not.toBe(per({}));
  });

  it('serves a row remembered at its creation without loading it, until it is invalidated', async () => {
    const cache = new WriteThroughCache<string>();
    cache.remember('new', 'created');
    let loads = 0;
    expect(await cache.read('new', async () => (loads++, 'loaded'))).toBe('created');
    expect(loads).toBe(0);
    cache.invalidate('new');
    expect(await cache.read('new', async () => (loads++, null))).toBeNull();
    expect(loads).toBe(1);
  });
});
