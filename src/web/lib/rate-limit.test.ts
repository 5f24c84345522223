import { describe, expect, it } from 'vitest';
import {
  REQUEST_TIMES_KEY,
  countRecentRequests,
  createPathRateLimiter,
  pathOf,
  recordRequestTime,
  type StorageLike,
} from './rate-limit';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('createPathRateLimiter', () => {
  it('allows 10 requests per 60 s per path and refuses the 11th', () => {
    let now = 1_000_000;
    const limiter = createPathRateLimiter({ now: () => now });
    for (let i = 0; i < 10; i += 1) expect(limiter.tryAcquire('/api/tokens/create')).toBe(true);
    expect(limiter.tryAcquire('/api/tokens/create')).toBe(false);
    expect(limiter.tryAcquire('/api/dex/jupiter')).toBe(true);
    now += 59_999;
    expect(limiter.tryAcquire('/api/tokens/create')).toBe(false);
    now += 1;
    expect(limiter.tryAcquire('/api/tokens/create')).toBe(true);
  });

  it('does not count refused requests against the window', () => {
    let now = 0;
    const limiter = createPathRateLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect(limiter.tryAcquire('/a')).toBe(true);
    expect(limiter.tryAcquire('/a')).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(limiter.tryAcquire('/a')).toBe(false);
    now = 1000;
    expect(limiter.tryAcquire('/a')).toBe(true);
  });
});

describe('request_times accounting', () => {
  it('records timestamps and counts only the last 60 s', () => {
    const storage = memoryStorage();
    recordRequestTime(storage, 1000);
    recordRequestTime(storage, 30_000);
    recordRequestTime(storage, 61_500);
    expect(JSON.parse(storage.data[REQUEST_TIMES_KEY] ?? '[]')).toEqual([30_000, 61_500]);
    expect(countRecentRequests(storage, 61_500)).toBe(2);
    expect(countRecentRequests(storage, 95_000)).toBe(1);
  });

  it('treats corrupt or missing storage as empty', () => {
    expect(countRecentRequests(memoryStorage({ [REQUEST_TIMES_KEY]: '{oops' }), 0)).toBe(0);
    expect(countRecentRequests(undefined, 0)).toBe(0);
    expect(countRecentRequests(memoryStorage({ [REQUEST_TIMES_KEY]: '[1,"x",2]' }), 10)).toBe(2);
  });
});

describe('pathOf', () => {
  it('drops query and hash and keeps the path', () => {
    expect(pathOf('/api/portfolio?wallet=abc#x')).toBe('/api/portfolio');
    expect(pathOf('https://example.com/api/tokens/list')).toBe('/api/tokens/list');
  });
});
