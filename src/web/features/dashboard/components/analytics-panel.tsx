import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCompactUsd, formatInteger, formatPercent } from '@web/lib/format';
import { useAnalyticsOverview } from '../api/get-analytics-overview';

/** Dashboard Analytics tab: the overview call's live figures over the last 30 days. */
export function AnalyticsPanel() {
  const { data, isPending, isError } = useAnalyticsOverview();
  const series = data?.series ?? [];
  const sum = (pick: (d: (typeof series)[number]) => number) => series.reduce((s, d) => s + pick(d), 0);
  const confirmed = sum((d) => d.confirmed);
  const finished = confirmed + sum((d) => d.failed);
  const figures: Array<[string, string]> = data
    ? [
        ['Volume, 30 days', formatCompactUsd(sum((d) => d.volumeUsd))],
        ['Tokens created, 30 days', formatInteger(sum((d) => d.tokensCreated))],
        ['Pools launched', formatInteger(data.launches)],
        ['Batch sends', formatInteger(data.batches)],
        ['Operations confirmed, 30 days', formatInteger(confirmed)],
        ['Confirmed share, 30 days', finished > 0 ? formatPercent((confirmed / finished) * 100) : '—'],
      ]
    : [];
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1">
            <h3 className="font-semibold">Analytics</h3>
            <p className="text-sm text-muted-foreground">
              Counted from this platform&apos;s records of confirmed operations and executed swaps.
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/analytics">
              Full analytics
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        {isError ? (
          <p className="text-sm text-muted-foreground">Live figures are unavailable right now.</p>
        ) : isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="analytics-figures">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="font-mono text-lg font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
