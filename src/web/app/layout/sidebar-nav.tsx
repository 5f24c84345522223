import { ChevronDown, Sparkles } from 'lucide-react';
import { NavLink } from 'react-router';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@web/components/ui/collapsible';
import { cn } from '@web/lib/utils';
import type { NavItem } from '../navigation';

interface LinkProps {
  item: NavItem & { path: string };
  nested?: boolean;
  onNavigate: () => void;
}

export function SidebarLink({ item, nested = false, onNavigate }: LinkProps) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.path}
      end
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'group/link relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors outline-none',
          'focus-visible:ring-2 focus-visible:ring-ring',
          nested && 'py-1.5 pl-9',
          isActive
            ? 'bg-primary/15 font-medium text-foreground before:absolute before:inset-y-1.5 before:left-0 before:w-0.5 before:rounded-full before:bg-gradient-to-b before:from-solana-purple before:to-solana-green'
            : 'text-muted-foreground hover:bg-muted/70 hover:text-foreground',
          item.isSpecial &&
            'border border-primary/30 bg-gradient-to-r from-solana-purple/20 via-solana-purple/10 to-solana-green/15 text-foreground hover:from-solana-purple/30 hover:to-solana-green/25',
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon
            className={cn(
              'size-4 shrink-0',
              isActive || item.isSpecial
                ? 'text-primary-soft'
                : 'text-muted-foreground group-hover/link:text-foreground',
            )}
            aria-hidden
          />
          <span className={cn('truncate', item.isSpecial && 'font-semibold text-gradient')}>
            {item.label}
          </span>
          {item.isSpecial ? <Sparkles className="ml-auto size-3.5 text-solana-green" aria-hidden /> : null}
        </>
      )}
    </NavLink>
  );
}

interface GroupProps {
  item: NavItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

export function SidebarGroup({ item, open, onOpenChange, onNavigate }: GroupProps) {
  const Icon = item.icon;
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} asChild>
      <li data-group={item.id}>
        <CollapsibleTrigger
          className={cn(
            'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-xs font-semibold tracking-wider uppercase',
            'text-muted-foreground/80 transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          <Icon className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{item.label}</span>
          <ChevronDown
            className={cn('ml-auto size-4 shrink-0 transition-transform', open ? 'rotate-0' : '-rotate-90')}
            aria-hidden
          />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul className="mt-0.5 mb-2 space-y-0.5">
            {(item.children ?? []).map((child) =>
              child.path ? (
                <li key={child.id}>
                  <SidebarLink item={{ ...child, path: child.path }} nested onNavigate={onNavigate} />
                </li>
              ) : null,
            )}
          </ul>
        </CollapsibleContent>
      </li>
    </Collapsible>
  );
}
