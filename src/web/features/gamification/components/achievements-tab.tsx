import { Award, Crown, Gift, Star, Target, Trophy, Users, Zap, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import {
  ACHIEVEMENT_FILTERS,
  type Achievement,
  type AchievementFilter,
  type AchievementIcon,
  type Rarity,
} from '@shared/schemas/gamification';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';

const ICONS: Record<AchievementIcon, LucideIcon> = {
  trophy: Trophy,
  star: Star,
  target: Target,
  users: Users,
  gift: Gift,
  zap: Zap,
  crown: Crown,
  award: Award,
};
const RARITY_BADGE: Record<Rarity, 'secondary' | 'info' | 'default' | 'warning'> = {
  common: 'secondary',
  rare: 'info',
  epic: 'default',
  legendary: 'warning',
};
const FILTER_LABELS: Record<AchievementFilter, string> = {
  all: 'All',
  trading: 'Trading',
  creation: 'Creation',
  social: 'Social',
};

/** Achievements with filters; a locked card shows progress, an unlocked one the date it was reached. */
export function AchievementsTab({ achievements }: { achievements: readonly Achievement[] }) {
  const [filter, setFilter] = useState<AchievementFilter>('all');
  const shown = achievements.filter((a) => filter === 'all' || a.category === filter);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-1" role="group" aria-label="Achievement category">
        {ACHIEVEMENT_FILTERS.map((f) => (
          <Button key={f} size="sm" variant={f === filter ? 'default' : 'ghost'} onClick={() => setFilter(f)}>
            {FILTER_LABELS[f]}
          </Button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((a) => {
          const Icon = ICONS[a.icon] ?? Award;
          return (
            <Card
              key={a.id}
              data-testid="achievement"
              className={a.unlocked ? 'border-success/40' : 'opacity-90'}
            >
              <CardContent className="flex gap-3 p-4">
                <div
                  className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${a.unlocked ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground'}`}
                >
                  <Icon className="size-5" aria-hidden />
                </div>
                <div className="min-w-0 flex-1 space-y-1.5">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <p className="font-medium">{a.title}</p>
                    <Badge variant={RARITY_BADGE[a.rarity]} className="capitalize">
                      {a.rarity}
                    </Badge>
                    <span className="text-xs text-muted-foreground">{a.points} XP</span>
                  </div>
                  <p className="text-sm text-muted-foreground">{a.description}</p>
                  {a.unlocked && a.unlockedAt ? (
                    <p className="text-xs text-success">
                      Unlocked {new Date(a.unlockedAt).toLocaleDateString()}
                    </p>
                  ) : (
                    <div className="space-y-1">
                      <Progress
                        value={(a.progress / a.maxProgress) * 100}
                        aria-label={`${a.title} progress`}
                      />
                      <p className="text-xs text-muted-foreground">
                        {a.progress} / {a.maxProgress}
                      </p>
                    </div>
                  )}
                </div>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
