import { describe, expect, it } from 'vitest';
import { allocateResults, simulatePaths } from './launch-sim';
import {
  DURATION_STEPS,
  MARKET_CONDITIONS,
  SIM_DURATIONS,
  SIM_STRATEGIES,
  type SimParams,
} from './launch-sim-model';
import { summarize } from './launch-sim-summary';

const base: SimParams = {
  supply: 1_000_000_000,
  launchPrice: 0.0001,
  liquiditySol: 50,
  marketingSol: 10,
  strategy: 'fair-launch',
  condition: 'neutral',
  duration: '1month',
  paths: 400,
  seed: 2026,
};

const simulate = (p: SimParams) => {
  const out = allocateResults(p.paths, DURATION_STEPS[p.duration]);
  simulatePaths(p, out, 0, p.paths);
  return { out, summary: summarize(p, out) };
};

describe('launch simulation outcomes', () => {
  it('a bearish market succeeds less often and ends lower than a bullish one, for every strategy', () => {
    for (const strategy of SIM_STRATEGIES) {
      const bull = simulate({ ...base, strategy, condition: 'bullish' }).summary.outcomes;
      const bear = simulate({ ...base, strategy, condition: 'bearish' }).summary.outcomes;
      expect(bear.successProbability, strategy).toBeLessThan(bull.successProbability);
      expect(bear.averageROI, strategy).toBeLessThan(bull.averageROI);
    }
  });

  it('a fair launch can fail: in a bearish month most paths end under the launch price', () => {
    const { out, summary } = simulate({ ...base, condition: 'bearish' });
    expect(summary.outcomes.successProbability).toBeLessThan(50);
    expect(Array.from(out.finalPrice).some((price) => price < base.launchPrice)).toBe(true);
  });

  it('the holder float is what sells under launch: with the whole supply in the pool nobody can', () => {
    // Every token in the pool: no one holds a token they did not buy, so sellers only sell back what
    // they bought and the price never ends under launch (the pool keeps its fees).
    const allInPool = { ...base, condition: 'bearish' as const, supply: base.liquiditySol / base.launchPrice };
    expect(simulate(allInPool).summary.outcomes.successProbability).toBe(100);
    expect(simulate({ ...base, condition: 'bearish' }).summary.outcomes.successProbability).toBeLessThan(100);
  });

  it('every percentage stays within its bound for every strategy, market and duration', () => {
    for (const strategy of SIM_STRATEGIES)
      for (const condition of MARKET_CONDITIONS)
        for (const duration of SIM_DURATIONS) {
          const { summary } = simulate({ ...base, strategy, condition, duration, paths: 120 });
          const o = summary.outcomes;
          const label = `${strategy} ${condition} ${duration}`;
          for (const pct of [
            o.successProbability,
            o.liquidityRetention,
            ...summary.scenarios.map((s) => s.probability),
            ...summary.risks.map((r) => r.probability),
          ]) {
            expect(pct, label).toBeGreaterThanOrEqual(0);
            expect(pct, label).toBeLessThanOrEqual(100);
          }
          expect(o.averageROI, label).toBeGreaterThanOrEqual(-100);
          expect(summary.scenarios.reduce((sum, s) => sum + s.probability, 0), label).toBeCloseTo(100, 0);
        }
  });
});
