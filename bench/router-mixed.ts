import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { buyWith, CURVE_KINDS, CURVE_SALE, CURVE_SUPPLY, LAMPORTS } from '../src/shared/math/bonding-curve';
import { CLMM_FEE_TIERS, type ClmmPoolState, feeRateOfBps } from '../src/shared/math/clmm/pool-state';
import { emptyPosition, modifyPosition } from '../src/shared/math/clmm/position';
import { sqrtPriceAtTick } from '../src/shared/math/clmm/tick-math';
import type { FoundRoute } from '../src/shared/math/routing';
import { NATIVE_MINT } from '../src/shared/schemas/dex';
import type { MarketSnapshot } from '../src/server/exchange/market-cache';
import type { LivePool, TokenInfo } from '../src/server/exchange/pools/types';
import { marketGraph } from '../src/server/services/dex/quote';

/** Issue 12: a search over 200 mixed pools takes at most this long. */
const TARGET_MS = 10;
const POOLS = 200;
const MINTS = 40;
const SEARCHES = 200;

const token = (mint: string): TokenInfo => ({
  mint,
  decimals: 6,
  tokenProgram: TOKEN_PROGRAM_ADDRESS,
  symbol: mint.slice(0, 4),
  name: mint,
  trackedRank: null,
});

/** Positions stacked one tick spacing apart on both sides of the price, so quotes cross ticks. */
function clmmState(rand: () => number): ClmmPoolState {
  const tier = CLMM_FEE_TIERS[Math.floor(rand() * CLMM_FEE_TIERS.length)] ?? CLMM_FEE_TIERS[2];
  const spacing = tier.tickSpacing;
  const tick = spacing * Math.round(((rand() - 0.5) * 40_000) / spacing);
  let state: ClmmPoolState = {
    sqrtPriceX64: sqrtPriceAtTick(tick),
    tick,
    liquidity: 0n,
    feeRate: feeRateOfBps(tier.feeBps),
    tickSpacing: spacing,
    feeGrowthGlobalAX64: 0n,
    feeGrowthGlobalBX64: 0n,
    ticks: [],
  };
  for (let k = 1; k <= 20; k++) {
    const liquidity = BigInt(Math.floor(1e6 + rand() * 1e8));
    state = modifyPosition(state, emptyPosition(tick - spacing * k, tick + spacing * k), liquidity).state;
  }
  return state;
}

/**
 * The same 200 pairs twice: every pool constant product, and mixed — a third constant product, a third
 * concentrated liquidity, a third bonding curves (token/SOL, partly sold). Both go through the quote
 * service's graph (`marketGraph`: each pool quoted by its engine), so the ratio is the engines' cost.
 */
function markets(): { cp: MarketSnapshot; mixed: MarketSnapshot; mints: string[] } {
  let seed = 7;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const mints = Array.from({ length: MINTS }, (_, i) => (i === 0 ? NATIVE_MINT : `Mint${i}`));
  const cp: LivePool[] = [];
  const mixed: LivePool[] = [];
  for (let i = 0; i < POOLS; i++) {
    const kind = i % 3;
    const a = 1 + Math.floor(rand() * (MINTS - 1));
    const b = kind === 2 ? 0 : (a + 1 + Math.floor(rand() * (MINTS - 2))) % MINTS;
    const base: LivePool = {
      id: `P${i}`,
      type: 'constant-product',
      tokenA: token(mints[a] ?? ''),
      tokenB: token(mints[b] ?? ''),
      vaultA: `VA${i}`,
      vaultB: `VB${i}`,
      feeBps: 25,
      reserveA: BigInt(Math.floor(1e9 + rand() * 1e12)),
      reserveB: BigInt(Math.floor(1e9 + rand() * 1e12)),
      lpSupply: 10n ** 12n,
      createdAt: new Date(0),
    };
    cp.push(base);
    if (kind === 0) mixed.push(base);
    else if (kind === 1) {
      const clmm = clmmState(rand);
      mixed.push({ ...base, type: 'concentrated-liquidity', feeBps: Number(clmm.feeRate / 100n), clmm });
    } else {
      const curve = CURVE_KINDS[i % CURVE_KINDS.length] ?? 'standard';
      const bought = buyWith(
        { kind: curve, sold: 0n, raised: 0n },
        BigInt(Math.floor(1 + rand() * 60)) * LAMPORTS,
      );
      if (bought.tokens >= CURVE_SALE) throw new Error('a bench curve must stay open');
      // The curve's state is its vaults: tokens left (sale + reserve) and the lamports raised.
      mixed.push({
        ...base,
        type: 'bonding-curve',
        feeBps: 100,
        curve,
        reserveA: CURVE_SUPPLY - bought.tokens,
        reserveB: bought.cost,
      });
    }
  }
  const snapshot = (pools: LivePool[]): MarketSnapshot => ({
    slot: 0n,
    generation: 0,
    tokens: new Map(),
    pools,
  });
  return { cp: snapshot(cp), mixed: snapshot(mixed), mints };
}

/** Exact-in, up to 3 hops plus splits, between the same mint pairs in each market. */
function searchTime(market: MarketSnapshot, mints: string[]) {
  const { graph, byId } = marketGraph(market);
  const found: FoundRoute[] = [];
  const start = performance.now();
  for (let i = 0; i < SEARCHES; i++) {
    const from = mints[i % MINTS] ?? NATIVE_MINT;
    const to = mints[(i * 7 + 3) % MINTS] ?? NATIVE_MINT;
    found.push(...graph.bestRoutes(from, to, 1_000_000n, { maxHops: 3 }));
  }
  const msPerSearch = (performance.now() - start) / SEARCHES;
  // Which pool types the found routes go through (so the mixed pools are really quoted, not skipped).
  const hopsByType = new Map<string, number>();
  for (const hop of found.flatMap((r) => r.legs.flatMap((l) => l.hops))) {
    const type = byId.get(hop.pool.id)?.type ?? 'unknown';
    hopsByType.set(type, (hopsByType.get(type) ?? 0) + 1);
  }
  return { msPerSearch, routes: found.length, hopsByType };
}

export async function routerMixedBench(): Promise<boolean> {
  const { cp, mixed, mints } = markets();
  // One untimed pass each so neither side pays the JIT warm-up alone.
  searchTime(cp, mints);
  searchTime(mixed, mints);
  const cpOnly = searchTime(cp, mints);
  const mix = searchTime(mixed, mints);
  const met = mix.msPerSearch <= TARGET_MS;
  console.log(
    `router, 200 constant-product pools, 3 hops + splits   ${cpOnly.msPerSearch.toFixed(2)} ms/search   (${cpOnly.routes} routes in ${SEARCHES} searches)`,
  );
  console.log(
    `router, 200 mixed pools (CP / CLMM / curve)           ${mix.msPerSearch.toFixed(2)} ms/search   (${mix.routes} routes, hops by type: ${[...mix.hopsByType].map(([t, n]) => `${t} ${n}`).join(', ')}; target ≤ ${TARGET_MS} ms) ${met ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `router, mixed / constant-product only               ${(mix.msPerSearch / cpOnly.msPerSearch).toFixed(2)}×`,
  );
  return met;
}
