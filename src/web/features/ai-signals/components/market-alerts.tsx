import { AlertTriangle, Bell, Info, Siren } from 'lucide-react';
import type { MarketAlert } from '@shared/schemas/ai-signals';
import { EmptyState } from '@web/components/common/empty-state';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';

const SEVERITY = {
  info: { icon: Info, variant: 'info' },
  warning: { icon: AlertTriangle, variant: 'warning' },
  critical: { icon: Siren, variant: 'destructive' },
} as const;

/** Alerts detected from the token's trades; the list refetches every 30 s while streaming. */
export function MarketAlerts(props: {
  alerts: MarketAlert[] | undefined;
  loading: boolean;
  error: string | null;
  streaming: boolean;
}) {
  if (props.error) return <p className="text-sm text-destructive">{props.error}</p>;
  if (!props.alerts || props.alerts.length === 0) {
    return (
      <Card>
        <CardContent className="py-10">
          <EmptyState icon={Bell} title={props.loading ? 'Checking trades…' : 'No alerts'}>
            Alerts come from the token's trades: volume spikes, large trades against the pool reserve and EMA
            crossings. {props.streaming ? 'Refreshing every 30 s.' : 'Generate a signal or start the stream.'}
          </EmptyState>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="space-y-2" data-testid="market-alerts">
      {props.alerts.map((a) => {
        const s = SEVERITY[a.severity];
        const Icon = s.icon;
        return (
          <li key={a.id}>
            <Card>
              <CardContent className="flex items-start gap-3 py-3">
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">{a.message}</p>
                  <p className="text-xs text-muted-foreground">
                    {a.type.replace('_', ' ')} · {new Date(a.timestamp).toLocaleString()}
                  </p>
                </div>
                <Badge variant={s.variant}>{a.severity}</Badge>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
