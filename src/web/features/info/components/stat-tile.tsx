import type { LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';

interface StatTileProps {
  label: string;
  value: string;
  icon: LucideIcon;
  hint?: string;
  accent?: 'purple' | 'green' | 'blue' | 'amber';
}

const ACCENTS = {
  purple: 'bg-primary/15 text-primary-soft',
  green: 'bg-success/15 text-success',
  blue: 'bg-info/15 text-info',
  amber: 'bg-warning/15 text-warning',
} as const;

export function StatTile({ label, value, icon: Icon, hint, accent = 'purple' }: StatTileProps) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="truncate text-2xl font-bold tracking-tight tabular-nums">{value}</p>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', ACCENTS[accent])}>
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
    </Card>
  );
}
