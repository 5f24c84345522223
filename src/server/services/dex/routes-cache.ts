import { randomUUID } from 'node:crypto';
import { ROUTE_TTL_SECONDS } from '@shared/schemas/dex';

/** A quoted route kept for execution: the pool paths and how the input was split between them. */
export interface CachedRoute {
  inputMint: string;
  outputMint: string;
  amountIn: bigint;
  /** Per leg: pool ids in order and the leg's share of the input. */
  legs: { poolIds: string[]; amountIn: bigint }[];
  outAmount: bigint;
  expiresAt: number;
}

// In-process on purpose: a route id is only ever used by the instance that quoted it a minute earlier.
const cache = new Map<string, CachedRoute>();

export function rememberRoute(route: Omit<CachedRoute, 'expiresAt'>): string {
  const now = Date.now();
  // Every route lives as long, so insertion order is expiry order: drop from the front.
  for (const [id, r] of cache) {
    if (r.expiresAt >= now) break;
    cache.delete(id);
  }
  const id = randomUUID();
  cache.set(id, { ...route, expiresAt: now + ROUTE_TTL_SECONDS * 1000 });
  return id;
}

export function recallRoute(id: string): CachedRoute | undefined {
  const route = cache.get(id);
  if (!route || route.expiresAt < Date.now()) return undefined;
  return route;
}
