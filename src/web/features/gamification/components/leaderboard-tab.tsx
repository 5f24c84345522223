import { Crown, Medal, Trophy } from 'lucide-react';
import type { LeaderboardEntry } from '@shared/schemas/gamification';
import { EmptyState } from '@web/components/common/empty-state';
import { Badge } from '@web/components/ui/badge';
import { formatInteger } from '@web/lib/format';

const PODIUM = [
  { icon: Crown, className: 'border-warning/50 bg-warning/10', iconClass: 'text-warning' },
  { icon: Medal, className: 'border-border bg-muted/60', iconClass: 'text-muted-foreground' },
  { icon: Medal, className: 'border-orange-500/40 bg-orange-500/10', iconClass: 'text-orange-400' },
];

/** Wallets ranked by points from confirmed operations; the top three are highlighted. */
export function LeaderboardTab({ entries }: { entries: readonly LeaderboardEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState icon={Trophy} title="No Points Yet">
        Wallets appear here once one of their operations confirms.
      </EmptyState>
    );
  }
  return (
    <ol className="space-y-2" aria-label="Leaderboard">
      {entries.map((e) => {
        const podium = PODIUM[e.position - 1];
        const Icon = podium?.icon;
        return (
          <li
            key={e.wallet}
            data-testid="leaderboard-entry"
            data-top={podium ? 'true' : undefined}
            className={`flex items-center gap-3 rounded-xl border p-3 ${podium?.className ?? 'border-border'}`}
          >
            <span className="flex w-8 shrink-0 justify-center font-semibold">
              {Icon ? (
                <Icon className={`size-5 ${podium.iconClass}`} aria-label={`#${e.position}`} />
              ) : (
                `#${e.position}`
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-1.5 font-medium">
                <span className="truncate" title={e.wallet}>
                  {e.username}
                </span>
                {e.you && <Badge variant="gradient">You</Badge>}
                {e.badge && <Badge variant="outline">{e.badge}</Badge>}
              </p>
              <p className="text-xs text-muted-foreground">Level {e.level}</p>
            </div>
            <span className="font-semibold tabular-nums">{formatInteger(e.points)} pts</span>
          </li>
        );
      })}
    </ol>
  );
}
