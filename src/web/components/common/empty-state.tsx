import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** The dashed placeholder a list or result panel shows before it has anything: icon, title, one line. */
export function EmptyState({ icon: Icon, title, children, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-dashed border-border py-10 text-center',
        className,
      )}
    >
      <Icon className="size-8 text-muted-foreground" aria-hidden />
      {title !== undefined && <p className="font-medium">{title}</p>}
      <p className="max-w-xs text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
