import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

interface FieldMessageProps {
  id: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** The schema's message under a field (exact text), or a muted hint when the field is valid. */
export function FieldMessage({ id, error, hint, className }: FieldMessageProps) {
  if (error) {
    return (
      <p id={id} role="alert" className={cn('text-xs font-medium text-destructive', className)}>
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={id} className={cn('text-xs text-muted-foreground', className)}>
      {hint}
    </p>
  );
}
