/** A pool as the router sees it: two mints and the fee tier. What it pays is the graph's `HopQuote`. */
export interface RoutePool {
  id: string;
  mintA: string;
  mintB: string;
  feeBps: number;
}

/**
 * Output of `amountIn` through a pool, A→B when `aToB`; 0 when the pool cannot pay anything. The caller
 * supplies it (the pool's engine quote), so the router knows no pool type. One function for the whole
 * graph keeps the hot call site monomorphic.
 */
export type HopQuote<P extends RoutePool = RoutePool> = (pool: P, amountIn: bigint, aToB: boolean) => bigint;

export interface Hop<P extends RoutePool = RoutePool> {
  pool: P;
  inputMint: string;
  outputMint: string;
  amountIn: bigint;
  amountOut: bigint;
}

export interface RouteLeg<P extends RoutePool = RoutePool> {
  hops: Hop<P>[];
  amountIn: bigint;
  amountOut: bigint;
}

export interface FoundRoute<P extends RoutePool = RoutePool> {
  kind: 'direct' | 'multi-hop' | 'split';
  legs: RouteLeg<P>[];
  amountIn: bigint;
  amountOut: bigint;
}

export interface RouteOptions {
  maxHops?: number;
  /** Share (percent) of the amount sent down the best path when splitting across two. */
  splitRatios?: number[];
  /** How many of the best single paths are considered for splits and returned. */
  maxPaths?: number;
}

const DEFAULT_SPLITS = [10, 20, 30, 40, 50, 60, 70, 80, 90];

/**
 * Pool graph with mints numbered once; a path is an Int32Array of directed edges (pool·2 + direction,
 * direction 0 = A→B). Search is a depth-first walk that never reuses a pool or revisits a mint.
 */
export class PoolGraph<P extends RoutePool = RoutePool> {
  private readonly mintIds = new Map<string, number>();
  private readonly edgeTo: Int32Array;
  private readonly adjacency: Int32Array[];

  constructor(
    readonly pools: P[],
    private readonly quoteHop: HopQuote<P>,
  ) {
    const id = (mint: string) => {
      let n = this.mintIds.get(mint);
      if (n === undefined) this.mintIds.set(mint, (n = this.mintIds.size));
      return n;
    };
    this.edgeTo = new Int32Array(pools.length * 2);
    const lists: number[][] = [];
    pools.forEach((p, i) => {
      const a = id(p.mintA);
      const b = id(p.mintB);
      this.edgeTo[i * 2] = b;
      this.edgeTo[i * 2 + 1] = a;
      (lists[a] ??= []).push(i * 2);
      (lists[b] ??= []).push(i * 2 + 1);
    });
    this.adjacency = Array.from({ length: this.mintIds.size }, (_, m) => Int32Array.from(lists[m] ?? []));
  }

  /** Every simple path of at most `maxHops` pools from one mint to another. */
  paths(inputMint: string, outputMint: string, maxHops: number): Int32Array[] {
    const from = this.mintIds.get(inputMint);
    const to = this.mintIds.get(outputMint);
    if (from === undefined || to === undefined || from === to) return [];
    const found: Int32Array[] = [];
    const stack = new Int32Array(maxHops);
    const visited = new Uint8Array(this.mintIds.size);
    const walk = (mint: number, depth: number) => {
      visited[mint] = 1;
      for (const edge of this.adjacency[mint] ?? []) {
        const next = this.edgeTo[edge] ?? -1;
        if (next < 0 || visited[next]) continue;
        stack[depth] = edge;
        if (next === to) found.push(stack.slice(0, depth + 1));
        else if (depth + 1 < maxHops) walk(next, depth + 1);
      }
      visited[mint] = 0;
    };
    walk(from, 0);
    return found;
  }

  /** Quotes a path hop by hop (each hop's output is the next hop's input). */
  quote(path: Int32Array, amountIn: bigint): RouteLeg<P> {
    const hops: Hop<P>[] = [];
    let amount = amountIn;
    for (const edge of path) {
      const pool = this.pools[edge >> 1];
      if (!pool) throw new RangeError('edge outside the graph');
      const aToB = (edge & 1) === 0;
      const out = this.quoteHop(pool, amount, aToB);
      hops.push({
        pool,
        inputMint: aToB ? pool.mintA : pool.mintB,
        outputMint: aToB ? pool.mintB : pool.mintA,
        amountIn: amount,
        amountOut: out,
      });
      amount = out;
    }
    return { hops, amountIn, amountOut: amount };
  }

  /** Direct, multi-hop and split routes for an exact input, best output first; empty if nothing pays out. */
  bestRoutes(
    inputMint: string,
    outputMint: string,
    amountIn: bigint,
    opts: RouteOptions = {},
  ): FoundRoute<P>[] {
    const maxPaths = opts.maxPaths ?? 4;
    const paths = this.paths(inputMint, outputMint, opts.maxHops ?? 2);
    const legs = paths
      .map((p) => ({ path: p, leg: this.quote(p, amountIn) }))
      .filter((x) => x.leg.amountOut > 0n)
      .sort((x, y) => compareDesc(x.leg.amountOut, y.leg.amountOut))
      .slice(0, maxPaths);
    const routes: FoundRoute<P>[] = legs.map(({ leg }) => ({
      kind: leg.hops.length === 1 ? 'direct' : 'multi-hop',
      legs: [leg],
      amountIn,
      amountOut: leg.amountOut,
    }));
    const split = this.bestSplit(
      legs.map((l) => l.path),
      amountIn,
      opts.splitRatios ?? DEFAULT_SPLITS,
    );
    if (split && split.amountOut > (routes[0]?.amountOut ?? 0n)) routes.push(split);
    return routes.sort((x, y) => compareDesc(x.amountOut, y.amountOut));
  }

  private bestSplit(paths: Int32Array[], amountIn: bigint, ratios: number[]): FoundRoute<P> | null {
    let best: FoundRoute<P> | null = null;
    for (let i = 0; i < paths.length; i++) {
      for (let j = i + 1; j < paths.length; j++) {
        const p = paths[i];
        const q = paths[j];
        if (!p || !q || sharesPool(p, q)) continue;
        for (const ratio of ratios) {
          const first = (amountIn * BigInt(ratio)) / 100n;
          const second = amountIn - first;
          if (first === 0n || second === 0n) continue;
          const a = this.quote(p, first);
          const b = this.quote(q, second);
          if (a.amountOut === 0n || b.amountOut === 0n) continue;
          const out = a.amountOut + b.amountOut;
          if (!best || out > best.amountOut) best = { kind: 'split', legs: [a, b], amountIn, amountOut: out };
        }
      }
    }
    return best;
  }
}

const compareDesc = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);

function sharesPool(p: Int32Array, q: Int32Array): boolean {
  for (const e of p) for (const f of q) if (e >> 1 === f >> 1) return true;
  return false;
}
