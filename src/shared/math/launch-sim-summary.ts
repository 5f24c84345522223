import type { SimulationResults } from '../schemas/ai-simulator';
import { DURATION_DAYS, type PathResults, type SimParams } from './launch-sim-model';

const sorted = (values: ArrayLike<number>) => Float64Array.from(values).sort();
const quantile = (s: Float64Array, q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
const mean = (values: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] ?? 0;
  return values.length ? sum / values.length : 0;
};
const share = (values: ArrayLike<number>, test: (v: number, i: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (test(values[i] ?? 0, i)) n++;
  return Math.round((n / Math.max(1, values.length)) * 1000) / 10;
};
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const severity = (p: number) => (p >= 50 ? 'high' : p >= 20 ? 'medium' : 'low');

/** Outcomes, scenarios, bands, risks and recommendations from the paths: every number is counted, not guessed. */
export function summarize(p: SimParams, r: PathResults): SimulationResults {
  const paths = r.finalPrice.length;
  const finals = sorted(r.finalPrice);
  const launch = p.launchPrice;
  const ratio = (lo: number, hi: number) => (v: number) => v >= launch * lo && v < launch * hi;
  const classes = [
    { scenario: 'Breakout', description: 'Ends at 3× the launch price or more', lo: 3, hi: Infinity },
    { scenario: 'Growth', description: 'Ends between the launch price and 3×', lo: 1, hi: 3 },
    {
      scenario: 'Decline',
      description: 'Ends between half the launch price and the launch price',
      lo: 0.5,
      hi: 1,
    },
    { scenario: 'Collapse', description: 'Ends below half the launch price', lo: 0, hi: 0.5 },
  ];
  const scenarios = classes.map((c) => {
    const inClass = Array.from(finals).filter(ratio(c.lo, c.hi));
    return {
      scenario: c.scenario,
      description: c.description,
      probability: Math.round((inClass.length / paths) * 1000) / 10,
      priceRange: { min: round6(inClass[0] ?? 0), max: round6(inClass[inClass.length - 1] ?? 0) },
    };
  });
  const days = DURATION_DAYS[p.duration];
  const every = Math.max(1, Math.floor(r.steps / 60));
  const bands: SimulationResults['bands'] = [];
  const column = new Float64Array(paths);
  for (let step = every - 1; step < r.steps; step += every) {
    for (let i = 0; i < paths; i++) column[i] = r.prices[i * r.steps + step] ?? 0;
    column.sort();
    bands.push({
      day: Math.round(((step + 1) / r.steps) * days * 10) / 10,
      p5: round6(quantile(column, 0.05)),
      p25: round6(quantile(column, 0.25)),
      p50: round6(quantile(column, 0.5)),
      p75: round6(quantile(column, 0.75)),
      p95: round6(quantile(column, 0.95)),
    });
  }
  const success = share(r.finalPrice, (v) => v >= launch);
  const drained = share(r.finalLiquiditySol, (v) => v < p.liquiditySol * 0.5);
  const drawdown = share(r.finalPrice, (v, i) => v < (r.peakPrice[i] ?? 0) * 0.5);
  const collapse = scenarios[3]?.probability ?? 0;
  const risks: SimulationResults['risks'] = [
    {
      type: 'Below launch price',
      description: 'The price ends under the launch price',
      probability: Math.round((100 - success) * 10) / 10,
      mitigation: 'Launch with deeper liquidity or at a lower price',
    },
    {
      type: 'Liquidity drain',
      description: 'Sellers take out more than half of the pool’s SOL',
      probability: drained,
      mitigation: 'Lock liquidity and stagger early-buyer unlocks',
    },
    {
      type: 'Drawdown from peak',
      description: 'The price ends less than half its peak',
      probability: drawdown,
      mitigation: 'Spread the marketing budget over time instead of at launch',
    },
    {
      type: 'Collapse',
      description: 'The price ends below half the launch price',
      probability: collapse,
      mitigation: 'Avoid large early allocations that sell into thin liquidity',
    },
  ].map((risk) => ({ ...risk, severity: severity(risk.probability) }));
  const recommendations: string[] = [];
  if (success < 40)
    recommendations.push(
      `Only ${success}% of paths end above the launch price: lower the price or add liquidity.`,
    );
  if (drained >= 20)
    recommendations.push(
      `${drained}% of paths lose half the pool's SOL: lock liquidity and vest early buyers.`,
    );
  if (drawdown >= 30)
    recommendations.push(
      `${drawdown}% of paths end below half their peak: plan marketing for after launch too.`,
    );
  if (p.marketingSol < p.liquiditySol * 0.1)
    recommendations.push('The marketing budget is under 10% of liquidity; demand fades quickly without it.');
  if (recommendations.length === 0)
    recommendations.push(
      `${success}% of paths end above launch: keep the plan and monitor liquidity weekly.`,
    );
  const peaks = sorted(r.peakPrice);
  let retained = 0;
  for (let i = 0; i < paths; i++) retained += Math.min(1, (r.finalLiquiditySol[i] ?? 0) / p.liquiditySol);
  retained /= Math.max(1, paths);
  return {
    outcomes: {
      successProbability: success,
      averageROI: Math.round(((mean(r.finalPrice) - launch) / launch) * 1000) / 10,
      peakPrice: round6(quantile(peaks, 0.5)),
      floorPrice: round6(quantile(sorted(r.floorPrice), 0.5)),
      holderGrowth: Math.round(mean(r.holders)),
      marketCapPeak: Math.round(quantile(peaks, 0.5) * p.supply),
      // The share of the launch liquidity still in the pool, 0–100: SOL above it is buyers' money, not retention.
      liquidityRetention: Math.round(retained * 1000) / 10,
      averageVolume: Math.round((mean(r.volumeSol) / days) * 100) / 100,
    },
    scenarios,
    bands,
    risks,
    recommendations,
  };
}
