import { CircleCheck, CircleDot, Circle } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { itemDelivered, roadmapStatus } from '../lib/roadmap-status';
import { SOLX_ROADMAP, type RoadmapStatus } from '../solx-token-data';

const STATUS: Record<
  RoadmapStatus,
  { label: string; icon: typeof Circle; tone: string; badge: 'success' | 'default' | 'secondary' }
> = {
  completed: { label: 'Available now', icon: CircleCheck, tone: 'text-success', badge: 'success' },
  current: { label: 'Partly built', icon: CircleDot, tone: 'text-primary-soft', badge: 'default' },
  upcoming: { label: 'Not built yet', icon: Circle, tone: 'text-muted-foreground', badge: 'secondary' },
};

export function Roadmap() {
  return (
    <ol className="relative space-y-6 border-l border-border pl-6">
      {SOLX_ROADMAP.map((phase, index) => {
        const phaseStatus = roadmapStatus(phase);
        const status = STATUS[phaseStatus];
        const Icon = status.icon;
        return (
          <li key={phase.title} className="relative" data-status={phaseStatus}>
            <span className="absolute top-0.5 -left-[2.1rem] flex size-5 items-center justify-center rounded-full bg-background">
              <Icon className={cn('size-5', status.tone)} aria-hidden />
            </span>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                Phase {index + 1}
              </p>
              <Badge variant={status.badge}>{status.label}</Badge>
            </div>
            <p className={cn('mt-1 font-semibold', phaseStatus === 'current' && 'text-gradient')}>
              {phase.title}
            </p>
            <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground">
              {phase.items.map((item) => {
                const done = itemDelivered(item);
                const Mark = done ? CircleCheck : Circle;
                return (
                  <li key={item.label} className="flex items-center gap-1.5" data-delivered={done}>
                    <Mark className={cn('size-3.5 shrink-0', done && 'text-success')} aria-hidden />
                    {item.label}
                    <span className="sr-only">{done ? '(available now)' : '(not built yet)'}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
