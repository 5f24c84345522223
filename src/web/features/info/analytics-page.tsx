import { Coins, DollarSign, Info, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { StatTile } from './components/stat-tile';

/** Spec part 2 §9: the analytics page shows fixed figures; live statistics live on the dashboard. */
const ANALYTICS_FIGURES = [
  { label: 'Tokens Created', value: '124', icon: Coins, accent: 'purple' },
  { label: 'Active Users', value: '1,847', icon: Users, accent: 'green' },
  { label: 'Volume Traded', value: '$2.4M', icon: DollarSign, accent: 'blue' },
] as const;

export default function AnalyticsPage() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold tracking-tight">Platform Analytics</h2>
        <p className="text-muted-foreground">A snapshot of the SOLX Token Launch Suite.</p>
      </div>
      <section aria-label="Platform figures" className="grid gap-4 sm:grid-cols-3">
        {ANALYTICS_FIGURES.map((figure) => (
          <StatTile
            key={figure.label}
            label={figure.label}
            value={figure.value}
            icon={figure.icon}
            accent={figure.accent}
          />
        ))}
      </section>
      <Alert variant="info">
        <Info aria-hidden />
        <AlertDescription>
          These are fixed reference figures, not live data. Live statistics from this server are on the{' '}
          <Link to="/" className="font-medium text-foreground underline underline-offset-4">
            Project Overview
          </Link>
          .
        </AlertDescription>
      </Alert>
    </div>
  );
}
