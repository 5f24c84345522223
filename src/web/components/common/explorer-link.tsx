import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

interface ExplorerLinkProps {
  href: string;
  /** Accessible name, e.g. "View transaction on explorer". */
  label: string;
  children?: ReactNode;
  className?: string;
}

/** Off-site block-explorer link that opens in a new tab. */
export function ExplorerLink({ href, label, children, className }: ExplorerLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={children ? undefined : label}
      title={label}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-md text-xs text-primary-soft hover:text-primary',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden />
    </a>
  );
}
