import {
  AIRDROP_SELL_PER_DAY,
  CONDITION_PARAMS,
  demandPlan,
  DURATION_DAYS,
  holderFloat,
  NORMAL_TABLE,
  NORMAL_TABLE_SIZE,
  POOL_FEE_BPS,
  STRATEGY_PARAMS,
  type PathResults,
  type SimParams,
} from './launch-sim-model';

/** A table index is the top bits of a u32 (the table size is a power of two). */
const TABLE_SHIFT = 32 - Math.log2(NORMAL_TABLE_SIZE);

/**
 * Inserts a cohort into the book: ids[head, end) ascending by entry price, their take-profit prices in
 * keys (ascending too: multiplying by a positive constant keeps the order). Take-profits fire from the low
 * end, stop-losses from the high end, so both are pops at an end — the order a pair of heaps gives,
 * without a heap's unpredictable sift branches or stale entries. Goes after equal keys and shifts the
 * shorter side; returns true when it took the slot below `head` (freed by a take-profit), false when it
 * took `end` (so `end` never passes the number of inserts). Plain arrays and numbers, not a book object:
 * a new object per call would deoptimise the kernel on its next chunk.
 */
function bookInsert(
  keys: Float64Array,
  ids: Int32Array,
  head: number,
  end: number,
  key: number,
  id: number,
): boolean {
  const front = head > 0 && key < (keys[(head + end) >> 1] as number);
  let i: number;
  if (front) {
    i = head - 1;
    while (i + 1 < end && (keys[i + 1] as number) <= key) {
      keys[i] = keys[i + 1] as number;
      ids[i] = ids[i + 1] as number;
      i++;
    }
  } else {
    i = end;
    while (i > head && (keys[i - 1] as number) > key) {
      keys[i] = keys[i - 1] as number;
      ids[i] = ids[i - 1] as number;
      i--;
    }
  }
  keys[i] = key;
  ids[i] = id;
  return front;
}

/**
 * The normal draw of mulberry32 state `state` (already advanced). A uniform u32 / 2^32 × 4096, floored,
 * is exactly the top 12 bits.
 */
function normalAt(table: Float64Array, state: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return table[(t ^ (t >>> 14)) >>> TABLE_SHIFT] as number;
}

/**
 * Runs paths [from, to) into `out`: typed arrays and two trigger heaps, no object per trade. Each path
 * has its own PRNG seeded from (seed, path), so chunks can run in any order, anywhere, and agree.
 */
export function simulatePaths(p: SimParams, out: PathResults, from: number, to: number): void {
  const plan = demandPlan(p);
  const steps = plan.steps;
  const c = CONDITION_PARAMS[p.condition];
  const s = STRATEGY_PARAMS[p.strategy];
  const takeProfit = 1 + c.takeProfit;
  const stopLoss = 1 - c.stopLoss;
  const keep = (10_000 - POOL_FEE_BPS) / 10_000;
  const airdropSell = Math.min(1, (AIRDROP_SELL_PER_DAY * DURATION_DAYS[p.duration]) / steps);
  const floatSell = Math.min(1, (c.floatSellPerDay * DURATION_DAYS[p.duration]) / steps);
  const floatAtLaunch = holderFloat(p);
  const cap = steps + 1;
  const tokens = new Float64Array(cap);
  const count = new Float64Array(cap);
  /** Stop-loss prices negated (as the take-profits, a cohort's trigger is compared against the price). */
  const slKey = new Float64Array(cap);
  /** The book (see `bookInsert`): cohort ids by entry price and their take-profit prices. */
  const bookKey = new Float64Array(cap);
  const bookIds = new Int32Array(cap);
  const { lambda: lambdas, sqrtLambda: sqrtLambdas, meanBuySol: meanBuy, sizeSigma } = plan;
  const {
    finalPrice,
    peakPrice,
    floorPrice,
    holders: holdersOut,
    volumeSol,
    finalLiquiditySol,
    prices,
  } = out;
  // Module imports compile to getters under tsx (the server and the bench): read the table once.
  const table = NORMAL_TABLE;
  for (let path = from; path < to; path++) {
    // mulberry32 inlined in the loop: a closure over `state` costs more than the draw itself.
    let state = (p.seed ^ Math.imul(path + 1, 0x9e3779b1)) >>> 0;
    let solR = p.liquiditySol;
    let tokR = p.liquiditySol / p.launchPrice;
    let price = p.launchPrice;
    let peak = price;
    let floor = price;
    let holders = 0;
    let volume = 0;
    let airdrop = (p.liquiditySol / p.launchPrice) * s.airdropShare;
    let float = floatAtLaunch;
    let cohorts = 0;
    let head = 0;
    let end = 0;
    // The presale/IDO cohort takes profit at 2× and has no stop-loss: it waits beside the book.
    let earlyKey = Infinity;
    if (s.earlyCohortShare > 0) {
      const entry = p.launchPrice * (1 - s.earlyDiscount);
      tokens[0] = (p.liquiditySol * s.earlyCohortShare) / entry;
      count[0] = 0;
      earlyKey = entry * 2;
      cohorts = 1;
    }
    const row = path * steps;
    for (let step = 0; step < steps; step++) {
      // Poisson arrivals (normal approximation); their buys summed: n × mean, spread shrinking as 1/√n.
      const lambda = lambdas[step] as number;
      state = (state + 0x6d2b79f5) >>> 0;
      const buyers = Math.max(0, Math.round(lambda + (sqrtLambdas[step] as number) * normalAt(table, state)));
      state = (state + 0x6d2b79f5) >>> 0;
      const z = normalAt(table, state);
      const spread = buyers > 0 ? sizeSigma / Math.sqrt(buyers) : 0;
      const sol = buyers > 0 ? buyers * meanBuy * Math.exp(spread * z - (spread * spread) / 2) : 0;
      if (sol > 0) {
        // cpOut inlined: (in·keep·R_out) / (R_in + in·keep).
        const got = (sol * keep * tokR) / (solR + sol * keep);
        solR += sol;
        tokR -= got;
        volume += sol;
        const entry = sol / got;
        const id = cohorts++;
        tokens[id] = got;
        count[id] = buyers;
        slKey[id] = -entry * stopLoss;
        if (bookInsert(bookKey, bookIds, head, end, entry * takeProfit, id)) head--;
        else end++;
        holders += buyers;
      }
      price = solR / tokR;
      let sell = 0;
      // Take-profits, lowest trigger first (the early cohort merged in by its trigger).
      for (;;) {
        const low = head < end ? (bookKey[head] as number) : Infinity;
        let id: number;
        if (earlyKey <= price && earlyKey < low) {
          id = 0;
          earlyKey = Infinity;
        } else if (head < end && low <= price) id = bookIds[head++] as number;
        else break;
        if (tokens[id] === 0) continue;
        sell += tokens[id] as number;
        holders -= count[id] as number;
        tokens[id] = 0;
      }
      // Stop-losses, highest trigger first.
      while (end > head && -(slKey[bookIds[end - 1] as number] as number) >= price) {
        const id = bookIds[--end] as number;
        if (tokens[id] === 0) continue;
        sell += tokens[id] as number;
        holders -= count[id] as number;
        tokens[id] = 0;
      }
      const dropped = airdrop * airdropSell;
      airdrop -= dropped;
      sell += dropped;
      const floated = float * floatSell;
      float -= floated;
      sell += floated;
      if (sell > 0) {
        const solOut = (sell * keep * solR) / (tokR + sell * keep);
        tokR += sell;
        solR -= solOut;
        volume += solOut;
        price = solR / tokR;
      }
      if (price > peak) peak = price;
      if (price < floor) floor = price;
      prices[row + step] = price;
    }
    finalPrice[path] = price;
    peakPrice[path] = peak;
    floorPrice[path] = floor;
    holdersOut[path] = holders;
    volumeSol[path] = volume;
    finalLiquiditySol[path] = solR;
  }
}

export function allocateResults(paths: number, steps: number): PathResults {
  return {
    finalPrice: new Float64Array(paths),
    peakPrice: new Float64Array(paths),
    floorPrice: new Float64Array(paths),
    holders: new Float64Array(paths),
    volumeSol: new Float64Array(paths),
    finalLiquiditySol: new Float64Array(paths),
    prices: new Float32Array(paths * steps),
    steps,
  };
}
