import { ROUTE_TTL_SECONDS } from '@shared/schemas/dex';
import { TtlCache } from '../../lib/ttl-cache';

/** A quoted route kept for execution: the pool paths and how the input was split between them. */
export interface CachedRoute {
  inputMint: string;
  outputMint: string;
  amountIn: bigint;
  /** Per leg: pool ids in order and the leg's share of the input. */
  legs: { poolIds: string[]; amountIn: bigint }[];
  outAmount: bigint;
}

// In-process on purpose: a route id is only ever used by the instance that quoted it a minute earlier.
const cache = new TtlCache<CachedRoute>(ROUTE_TTL_SECONDS * 1000);

export function rememberRoute(route: CachedRoute): string {
  return cache.add(route);
}

export function recallRoute(id: string): CachedRoute | undefined {
  return cache.get(id);
}
