import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export const fieldClassName = cn(
  'w-full min-w-0 rounded-lg border border-input bg-background/60 px-3 text-sm text-foreground shadow-xs',
  'transition-colors outline-none placeholder:text-muted-foreground/70',
  'focus-visible:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldClassName,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
