import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';
import { readAccounts } from './accounts';
import { engineFor } from './pools';
import { priceRoute, type SettledRoute } from './route-pricing';
import type { RunningPool, HopRecord } from './pools/types';

export interface SignedRoute {
  wallet: string;
  hops: HopRecord[];
  minimumReceived: bigint;
}

const startSchema = z.record(z.string(), z.unknown());

/** The first hop through each pool the routes touch (what its engine reads the pool's state for). */
function poolsOf(routes: SignedRoute[]): HopRecord[] {
  const first = new Map<string, HopRecord>();
  for (const hop of routes.flatMap((r) => r.hops)) if (!first.has(hop.poolId)) first.set(hop.poolId, hop);
  return [...first.values()];
}

async function readPools(ctx: AppContext, hops: HopRecord[]): Promise<Map<string, RunningPool>> {
  const wanted = hops.map((h) => engineFor(h.poolType).recheckAccounts(h));
  const accounts = await readAccounts(ctx, wanted.flat());
  let at = 0;
  const pools = new Map<string, RunningPool>();
  for (const [i, hop] of hops.entries()) {
    const own = accounts.slice(at, (at += wanted[i]?.length ?? 0));
    pools.set(hop.poolId, await engineFor(hop.poolType).runningPool(hop, own, ctx.database.db));
  }
  return pools;
}

function resumePools(hops: HopRecord[], start: unknown): Map<string, RunningPool> {
  const stored = startSchema.parse(start);
  return new Map(
    hops.map((hop) => {
      if (!(hop.poolId in stored)) throw new Error(`pool ${hop.poolId} is not in the group's start`);
      return [hop.poolId, engineFor(hop.poolType).resumePool(stored[hop.poolId])];
    }),
  );
}

/**
 * Swaps priced in turn, each at the pools' state the ones before it leave (a running state per pool,
 * read once under the locks: vault balances for constant product, the recorded price state for CLMM and
 * curves), or from the group's stored `start` again. Each route is refused alone when a hop pays less than
 * its signed minimum or the route less than its minimum; a refused route moves no pool for the next.
 */
export async function priceSwapsInTurn(
  ctx: AppContext,
  routes: SignedRoute[],
  start?: unknown,
): Promise<{ start: unknown; priced: Array<SettledRoute | { refused: Error }> }> {
  const hops = poolsOf(routes);
  const first = start === undefined ? await readPools(ctx, hops) : resumePools(hops, start);
  let pools = first;
  const priced: Array<SettledRoute | { refused: Error }> = [];
  for (const route of routes) {
    const working = new Map(pools);
    try {
      const settled = await priceRoute(
        ctx,
        route.wallet,
        route.hops,
        route.minimumReceived,
        (hop, amountIn) => {
          const pool = working.get(hop.poolId);
          if (!pool) throw new Error(`pool ${hop.poolId} was not read for the group`);
          const { out, after } = pool.swap(hop, amountIn);
          working.set(hop.poolId, after);
          return out;
        },
      );
      priced.push(settled);
      pools = working;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      priced.push({ refused: error });
    }
  }
  const json = Object.fromEntries([...first].map(([id, pool]) => [id, pool.toJSON()]));
  return { start: json, priced };
}
