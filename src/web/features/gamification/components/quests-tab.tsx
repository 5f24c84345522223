import { CheckCircle2, Circle } from 'lucide-react';
import type { DailyQuest } from '@shared/schemas/gamification';
import { Card, CardContent } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';

/** The four daily quests (UTC day), with today's progress from confirmed operations. */
export function QuestsTab({ quests }: { quests: readonly DailyQuest[] }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Quests reset at 00:00 UTC. A quest's XP is added when the operation that completes it confirms.
      </p>
      {quests.map((q) => (
        <Card key={q.id} data-testid="quest" data-completed={q.completed ? 'true' : 'false'}>
          <CardContent className="flex items-center gap-3 p-4">
            {q.completed ? (
              <CheckCircle2 className="size-5 shrink-0 text-success" aria-label="Completed" />
            ) : (
              <Circle className="size-5 shrink-0 text-muted-foreground" aria-label="Open" />
            )}
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex items-center justify-between gap-2">
                <p className="font-medium">{q.title}</p>
                <span className="text-sm font-semibold text-primary-soft">{q.xp} XP</span>
              </div>
              <Progress value={(q.progress / q.target) * 100} aria-label={`${q.title} progress`} />
              <p className="text-xs text-muted-foreground">
                {q.progress} / {q.target}
              </p>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
