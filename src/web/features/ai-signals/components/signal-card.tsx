import { TrendingDown, TrendingUp, Minus } from 'lucide-react';
import type { AiAuthorship } from '@shared/schemas/ai';
import { INDICATOR_LABELS, strengthBand, type Signal } from '@shared/schemas/ai-signals';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { AuthorshipNote, BAND_TEXT } from '@web/entities/ai/authorship-note';
import { formatPrice } from '@web/lib/format';

const KIND = {
  buy: { icon: TrendingUp, variant: 'success' },
  sell: { icon: TrendingDown, variant: 'destructive' },
  hold: { icon: Minus, variant: 'secondary' },
} as const;

/** One signal: direction, price to 4 decimals, strength in the spec's colours, and every factor's vote. */
export function SignalCard({ signal, meta }: { signal: Signal; meta: AiAuthorship }) {
  const kind = KIND[signal.signal];
  const Icon = kind.icon;
  const band = strengthBand(signal.strength);
  return (
    <Card data-testid="signal-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-5" aria-hidden />
            {signal.tokenSymbol}
            <Badge variant={kind.variant} data-testid="signal-kind">
              {signal.signal.toUpperCase()}
            </Badge>
          </CardTitle>
          <p className="text-xs text-muted-foreground">
            {signal.poolLabel} · {signal.candles} trades · {new Date(signal.timestamp).toLocaleString()}
          </p>
        </div>
        <div className="grid grid-cols-3 gap-4 text-right text-sm">
          <div>
            <p className="text-xs text-muted-foreground">Price</p>
            <p className="font-mono" data-testid="signal-price">
              {formatPrice(signal.price)}
            </p>
          </div>
          <div>
            <p className="text-xs text-muted-foreground">Strength</p>
            <p className={`font-semibold ${BAND_TEXT[band.tone]}`} data-testid="signal-strength">
              {signal.strength}
            </p>
          </div>
          <div>
            <p className="text-xs text-muted-foreground">Confidence</p>
            <p className="font-semibold">{signal.confidence}%</p>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm leading-relaxed">{signal.analysis.summary}</p>
        <p className="text-xs">
          Risk level: <span className="font-medium capitalize">{signal.analysis.riskLevel}</span>
        </p>
        <ul className="divide-y text-sm">
          {signal.analysis.factors.map((f) => (
            <li key={f.indicator} className="flex items-start justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{INDICATOR_LABELS[f.indicator]}</span>{' '}
                <span className="font-mono text-xs text-muted-foreground">{f.value}</span>
                <span className="block text-xs text-muted-foreground">{f.detail}</span>
              </span>
              <span
                className={`font-mono ${f.vote > 0 ? 'text-success' : f.vote < 0 ? 'text-destructive' : 'text-muted-foreground'}`}
              >
                {f.vote > 0 ? '+1' : f.vote < 0 ? '−1' : '0'}
              </span>
            </li>
          ))}
        </ul>
        <AuthorshipNote meta={meta} />
      </CardContent>
    </Card>
  );
}
