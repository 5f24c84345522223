import {
  Area,
  ComposedChart,
  CartesianGrid,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { successTone, type SimulationRun } from '@shared/schemas/ai-simulator';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AuthorshipNote } from '@web/entities/ai/authorship-note';
import { formatInteger, formatPercent, formatPriceInSol, formatSol } from '@web/lib/format';

const price = formatPriceInSol;
const TONE = { good: 'success', fair: 'warning', poor: 'destructive' } as const;
const SEVERITY = { low: 'success', medium: 'warning', high: 'destructive' } as const;

export function SimulationResults({ run }: { run: SimulationRun }) {
  const r = run.results;
  if (!r) return null;
  const o = r.outcomes;
  const stats: Array<[string, string]> = [
    ['Average ROI', formatPercent(o.averageROI)],
    ['Peak Price (median)', price(o.peakPrice)],
    ['Floor Price (median)', price(o.floorPrice)],
    ['Holders at End', formatInteger(o.holderGrowth)],
    ['Peak Market Cap', formatSol(o.marketCapPeak)],
    ['Liquidity Retention', formatPercent(o.liquidityRetention)],
    ['Average Volume', `${formatSol(o.averageVolume)}/day`],
  ];
  const bands = r.bands.map((b) => ({ ...b, outer: [b.p5, b.p95], inner: [b.p25, b.p75] }));
  return (
    <Card data-testid="simulation-results">
      <CardContent className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">
            {run.tokenName} · {formatInteger(run.iterations)} paths · seed {run.seed}
          </h3>
          <Badge variant={TONE[successTone(o.successProbability)]} data-testid="success-badge">
            {o.successProbability}% success
          </Badge>
        </div>
        <Tabs defaultValue="outcomes">
          <TabsList className="flex w-full flex-wrap">
            <TabsTrigger value="outcomes">Outcomes</TabsTrigger>
            <TabsTrigger value="scenarios">Scenarios</TabsTrigger>
            <TabsTrigger value="risks">Risk Analysis</TabsTrigger>
            <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
          </TabsList>
          <TabsContent value="outcomes" className="grid grid-cols-2 gap-3 pt-3 sm:grid-cols-4">
            {stats.map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border p-3">
                <p className="text-xs text-muted-foreground">{label}</p>
                <p className="font-mono text-sm font-semibold">{value}</p>
              </div>
            ))}
            <p className="col-span-2 text-xs text-muted-foreground sm:col-span-4" data-testid="model-note">
              Success: the price ends at or above the launch price. Sellers: buyers taking profit or cutting
              losses, plus holders who got tokens without buying from the pool (the launcher&apos;s float, a
              presale or IDO round, an airdrop). Liquidity retention: the share of the launch SOL still in
              the pool.
            </p>
          </TabsContent>
          <TabsContent value="scenarios" className="space-y-3 pt-3">
            <div className="h-56" role="img" aria-label="Price percentile bands over time">
              <ResponsiveContainer width="100%" height="100%">
                <ComposedChart data={bands}>
                  <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.08)" />
                  <XAxis dataKey="day" tick={{ fontSize: 11 }} stroke="currentColor" />
                  <YAxis tickFormatter={price} width={72} tick={{ fontSize: 11 }} stroke="currentColor" />
                  <Tooltip
                    formatter={(v) =>
                      Array.isArray(v) ? v.map((x) => price(Number(x))).join(' – ') : price(Number(v))
                    }
                    contentStyle={{ background: '#111827', border: '1px solid #374151', fontSize: 12 }}
                  />
                  <Area
                    dataKey="outer"
                    name="P5–P95"
                    stroke="none"
                    fill="#9945FF"
                    fillOpacity={0.2}
                    isAnimationActive={false}
                  />
                  <Area
                    dataKey="inner"
                    name="P25–P75"
                    stroke="none"
                    fill="#9945FF"
                    fillOpacity={0.4}
                    isAnimationActive={false}
                  />
                  <Line dataKey="p50" name="Median" stroke="#14F195" dot={false} isAnimationActive={false} />
                </ComposedChart>
              </ResponsiveContainer>
            </div>
            {r.scenarios.map((s) => (
              <div
                key={s.scenario}
                className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 text-sm"
              >
                <span>
                  <span className="font-medium">{s.scenario}</span>
                  <span className="block text-xs text-muted-foreground">{s.description}</span>
                </span>
                <span className="text-right font-mono text-xs">
                  {s.probability}%
                  <span className="block text-muted-foreground">
                    {price(s.priceRange.min)} – {price(s.priceRange.max)}
                  </span>
                </span>
              </div>
            ))}
          </TabsContent>
          <TabsContent value="risks" className="space-y-3 pt-3">
            {r.risks.map((risk) => (
              <div key={risk.type} className="space-y-1 rounded-lg border border-border p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{risk.type}</span>
                  <Badge variant={SEVERITY[risk.severity]}>
                    {risk.severity} · {risk.probability}%
                  </Badge>
                </div>
                <p className="text-xs text-muted-foreground">{risk.description}</p>
                <p className="text-xs">Mitigation: {risk.mitigation}</p>
              </div>
            ))}
          </TabsContent>
          <TabsContent value="recommendations" className="pt-3">
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {r.recommendations.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>
        {run.meta ? <AuthorshipNote meta={run.meta} /> : null}
      </CardContent>
    </Card>
  );
}
