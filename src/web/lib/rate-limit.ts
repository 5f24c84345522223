/** Client-side request accounting shared by the API client and the security check. */

export const REQUEST_TIMES_KEY = 'request_times';
export const CLIENT_RATE_LIMIT = 10;
export const CLIENT_RATE_WINDOW_MS = 60_000;
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please wait before making another request.';

/** Cap on stored timestamps so the key never grows without bound. */
const MAX_RECORDED = 200;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface PathRateLimiter {
  /** Records the request and returns true when it is within the limit for its path. */
  tryAcquire(path: string): boolean;
  reset(): void;
}

export function createPathRateLimiter(options?: {
  limit?: number;
  windowMs?: number;
  now?: () => number;
}): PathRateLimiter {
  const limit = options?.limit ?? CLIENT_RATE_LIMIT;
  const windowMs = options?.windowMs ?? CLIENT_RATE_WINDOW_MS;
  const now = options?.now ?? Date.now;
  const hits = new Map<string, number[]>();
  return {
    tryAcquire(path) {
      const at = now();
      const recent = (hits.get(path) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) {
        hits.set(path, recent);
        return false;
      }
      recent.push(at);
      hits.set(path, recent);
      return true;
    },
    reset() {
      hits.clear();
    },
  };
}

export function readRequestTimes(storage: StorageLike | undefined): number[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REQUEST_TIMES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === 'number') : [];
  } catch {
    return [];
  }
}

export function countRecentRequests(
  storage: StorageLike | undefined,
  now: number,
  windowMs = CLIENT_RATE_WINDOW_MS,
): number {
  return readRequestTimes(storage).filter((t) => now - t < windowMs).length;
}

/** Appends `now` to `request_times`, dropping entries older than the window. */
export function recordRequestTime(
  storage: StorageLike | undefined,
  now: number,
  windowMs = CLIENT_RATE_WINDOW_MS,
): void {
  if (!storage) return;
  const kept = readRequestTimes(storage).filter((t) => now - t < windowMs);
  kept.push(now);
  try {
    storage.setItem(REQUEST_TIMES_KEY, JSON.stringify(kept.slice(-MAX_RECORDED)));
  } catch {
    // Storage full or disabled (private mode): accounting is best-effort.
  }
}

export function pathOf(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? url;
  try {
    return new URL(withoutQuery, 'http://local').pathname;
  } catch {
    return withoutQuery;
  }
}
