import {
  AIRDROP_SELL_PER_DAY,
  CONDITION_PARAMS,
  cpOut,
  demandPlan,
  DURATION_DAYS,
  holderFloat,
  mulberry32,
  normalSource,
  STRATEGY_PARAMS,
  type SimParams,
} from './launch-sim-model';

interface Trade {
  side: 'buy' | 'sell';
  amountIn: number;
  amountOut: number;
}
interface Holder {
  tokens: number;
  takeProfit: number;
  stopLoss: number;
}

/**
 * The same model written the obvious way: every buyer draws a log-normal size and swaps alone, each
 * trade and each holder is an object, every holder is checked every step. The bench measures the
 * kernel against it; a test checks both agree on average (the kernel sums a step's buys into one swap).
 */
export function simulatePathsNaive(p: SimParams) {
  const plan = demandPlan(p);
  const steps = plan.steps;
  const c = CONDITION_PARAMS[p.condition];
  const s = STRATEGY_PARAMS[p.strategy];
  const median = Math.log(c.medianBuySol);
  const airdropSell = Math.min(1, (AIRDROP_SELL_PER_DAY * DURATION_DAYS[p.duration]) / steps);
  const floatSell = Math.min(1, (c.floatSellPerDay * DURATION_DAYS[p.duration]) / steps);
  const results: Array<{ finalPrice: number; peak: number; floor: number; holders: number; volume: number }> =
    [];
  for (let path = 0; path < p.paths; path++) {
    const normal = normalSource(mulberry32((p.seed ^ Math.imul(path + 1, 0x9e3779b1)) >>> 0));
    const pool = { sol: p.liquiditySol, tokens: p.liquiditySol / p.launchPrice };
    let holders: Holder[] = [];
    let early: Holder | null = null;
    const trades: Trade[] = [];
    const history: number[] = [];
    let airdrop = (p.liquiditySol / p.launchPrice) * s.airdropShare;
    let float = holderFloat(p);
    if (s.earlyCohortShare > 0) {
      const entry = p.launchPrice * (1 - s.earlyDiscount);
      early = { tokens: (p.liquiditySol * s.earlyCohortShare) / entry, takeProfit: entry * 2, stopLoss: 0 };
    }
    for (let step = 0; step < steps; step++) {
      const lambda = plan.lambda[step] ?? 0;
      const buyers = Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal()));
      for (let b = 0; b < buyers; b++) {
        const sol = Math.exp(median + c.sizeSigma * normal());
        const got = cpOut(sol, pool.sol, pool.tokens);
        pool.sol += sol;
        pool.tokens -= got;
        trades.push({ side: 'buy', amountIn: sol, amountOut: got });
        const entry = sol / got;
        holders.push({
          tokens: got,
          takeProfit: entry * (1 + c.takeProfit),
          stopLoss: entry * (1 - c.stopLoss),
        });
      }
      const price = pool.sol / pool.tokens;
      const selling = holders.filter((h) => price >= h.takeProfit || price <= h.stopLoss);
      holders = holders.filter((h) => !selling.includes(h));
      if (early && price >= early.takeProfit) {
        selling.push(early);
        early = null;
      }
      const dropped = airdrop * airdropSell;
      airdrop -= dropped;
      const floated = float * floatSell;
      float -= floated;
      const sell = selling.reduce((sum, h) => sum + h.tokens, 0) + dropped + floated;
      if (sell > 0) {
        const solOut = cpOut(sell, pool.tokens, pool.sol);
        pool.tokens += sell;
        pool.sol -= solOut;
        trades.push({ side: 'sell', amountIn: sell, amountOut: solOut });
      }
      history.push(pool.sol / pool.tokens);
    }
    results.push({
      finalPrice: history[history.length - 1] ?? p.launchPrice,
      peak: Math.max(p.launchPrice, ...history),
      floor: Math.min(p.launchPrice, ...history),
      holders: holders.length,
      volume: trades.reduce((sum, t) => sum + (t.side === 'buy' ? t.amountIn : t.amountOut), 0),
    });
  }
  return results;
}
