import {
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SignalHistoryResponse } from '@shared/schemas/ai-signals';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatPrice } from '@web/lib/format';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const COLOR = { buy: '#14F195', sell: '#ef4444', hold: '#9ca3af' } as const;

/** Counts, average confidence, hit rate measured on later prices, and the latest token's signals vs price. */
export function SignalPerformance({ history }: { history: SignalHistoryResponse }) {
  const p = history.performance;
  const signals = history.signals;
  const latest = signals[0];
  const series = signals
    .filter((s) => latest && s.mint === latest.mint)
    .slice()
    .reverse()
    .map((s) => ({ t: time(s.timestamp), price: s.price, signal: s.signal, fill: COLOR[s.signal] }));
  const stats = [
    ['Total Signals', p.total],
    ['Buy Signals', p.buy],
    ['Sell Signals', p.sell],
    ['Avg Confidence', `${p.averageConfidence}%`],
    ['Hit Rate', p.hitRate === null ? '—' : `${p.hitRate}% (${p.hits}/${p.evaluated})`],
  ] as const;
  return (
    <div className="space-y-4" data-testid="signal-performance">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {stats.map(([label, value]) => (
          <Card key={label}>
            <CardContent className="py-4">
              <p className="text-xs text-muted-foreground">{label}</p>
              <p className="text-xl font-semibold">{value}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Signals vs Price{latest ? ` · ${latest.tokenSymbol}` : ''}</CardTitle>
          <CardDescription>
            Stored with your wallet. A buy scores a hit when the token's latest trade since is priced higher,
            a sell when lower.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {series.length < 2 ? (
            <p className="text-sm text-muted-foreground">
              Generate at least two signals for a token to chart them.
            </p>
          ) : (
            <div className="h-64 w-full" role="img" aria-label="Signals against price">
              <ResponsiveContainer width="100%" height="100%">
                <ComposedChart data={series} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.08)" />
                  <XAxis dataKey="t" tick={{ fontSize: 11 }} stroke="currentColor" />
                  <YAxis
                    domain={['auto', 'auto']}
                    tickFormatter={formatPrice}
                    tick={{ fontSize: 11 }}
                    width={64}
                    stroke="currentColor"
                  />
                  <Tooltip
                    formatter={(v) => formatPrice(Number(v))}
                    contentStyle={{ background: '#111827', border: '1px solid #374151', fontSize: 12 }}
                  />
                  <Line dataKey="price" stroke="#9945FF" dot={false} isAnimationActive={false} />
                  <Scatter dataKey="price" isAnimationActive={false} />
                </ComposedChart>
              </ResponsiveContainer>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
