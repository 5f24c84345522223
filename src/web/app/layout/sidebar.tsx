import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { INITIALLY_EXPANDED, NAV_ITEMS, PRODUCT_NAME, PRODUCT_SUBTITLE } from '../navigation';
import { BrandLogo } from './brand-logo';
import { SidebarGroup, SidebarLink } from './sidebar-nav';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  open: boolean;
  isMobile: boolean;
  onClose: () => void;
}

function initialExpanded(pathname: string): Set<string> {
  const expanded = new Set<string>(INITIALLY_EXPANDED);
  // A deep link into a collapsed group (e.g. /solx-staking) opens that group so the active item is visible.
  const owner = NAV_ITEMS.find((item) => item.children?.some((child) => child.path === pathname));
  if (owner) expanded.add(owner.id);
  return expanded;
}

export function Sidebar({ open, isMobile, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(() => initialExpanded(pathname));
  const onNavigate = () => {
    if (isMobile) onClose();
  };
  useEffect(() => {
    if (!isMobile || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile, open, onClose]);
  const setGroup = (id: string, next: boolean) =>
    setExpanded((current) => {
      const copy = new Set(current);
      if (next) copy.add(id);
      else copy.delete(id);
      return copy;
    });

  return (
    <>
      {isMobile && open ? (
        <button
          type="button"
          aria-label="Close sidebar"
          className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm animate-fade-in md:hidden"
          onClick={onClose}
        />
      ) : null}
      <aside
        id={SIDEBAR_ID}
        data-testid="sidebar"
        data-state={open ? 'open' : 'closed'}
        aria-label="Main navigation"
        hidden={!open}
        className={cn(
          'flex h-dvh w-72 shrink-0 flex-col border-r border-border bg-sidebar/95 backdrop-blur-xl',
          isMobile
            ? 'fixed inset-y-0 left-0 z-50 shadow-2xl shadow-black/60 animate-slide-in-left'
            : 'sticky top-0',
        )}
      >
        <div className="flex h-16 shrink-0 items-center gap-3 border-b border-border px-4">
          <BrandLogo />
          <div className="min-w-0 leading-tight">
            <p className="text-lg font-bold tracking-tight text-gradient">{PRODUCT_NAME}</p>
            <p className="truncate text-xs text-muted-foreground">{PRODUCT_SUBTITLE}</p>
          </div>
          {isMobile ? (
            <Button
              variant="ghost"
              size="icon-sm"
              className="ml-auto"
              aria-label="Close sidebar"
              onClick={onClose}
            >
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
        <nav className="flex-1 overflow-y-auto px-3 py-4" aria-label="Tools">
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) =>
              item.children ? (
                <SidebarGroup
                  key={item.id}
                  item={item}
                  open={expanded.has(item.id)}
                  onOpenChange={(next) => setGroup(item.id, next)}
                  onNavigate={onNavigate}
                />
              ) : item.path ? (
                <li key={item.id} className={cn(item.isSpecial && 'pb-2')}>
                  <SidebarLink item={{ ...item, path: item.path }} onNavigate={onNavigate} />
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      </aside>
    </>
  );
}
