import { PanelLeft } from 'lucide-react';
import { NavLink } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { WalletControl } from '@web/wallet';
import { cn } from '@web/lib/utils';
import { NetworkStatus } from './network-status';
import { ProfileMenu } from './header-menus';
import { NotificationsMenu } from './notifications-menu';
import { SIDEBAR_ID } from './sidebar';

interface HeaderProps {
  title: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

const HEADER_LINKS = [
  { to: '/tokenomics-info', label: 'Tokenomics' },
  { to: '/analytics', label: 'Analytics' },
] as const;

/**
 * Phones get two rows (title and menus, then network status and wallet) so neither the title nor the
 * wallet button is squeezed; from `sm` up everything sits in one 64 px row.
 */
const LAYOUT = cn(
  'grid grid-cols-[auto_minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-1.5 px-3 py-2',
  "[grid-template-areas:'toggle_title_title_actions'_'status_status_wallet_wallet']",
  'sm:h-16 sm:grid-cols-[auto_minmax(0,1fr)_auto_auto_auto] sm:gap-x-3 sm:gap-y-0 sm:px-6 sm:py-0',
  "sm:[grid-template-areas:'toggle_title_links_actions_wallet'_'toggle_status_links_actions_wallet']",
);

export function Header({ title, sidebarOpen, onToggleSidebar }: HeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/75 backdrop-blur-xl">
      <div className={LAYOUT}>
        <Button
          variant="ghost"
          size="icon-sm"
          className="[grid-area:toggle]"
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleSidebar}
        >
          <PanelLeft aria-hidden />
        </Button>
        <div className="flex min-w-0 items-center gap-2 [grid-area:title] sm:self-end">
          <h1 data-testid="page-title" className="truncate text-base font-semibold tracking-tight sm:text-lg">
            {title}
          </h1>
          <Badge variant="default">Beta</Badge>
        </div>
        <div className="min-w-0 [grid-area:status] sm:self-start">
          <NetworkStatus />
        </div>
        <nav aria-label="Quick links" className="hidden items-center gap-1 [grid-area:links] lg:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-1.5 text-sm transition-colors hover:bg-muted hover:text-foreground',
                  isActive ? 'text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center justify-end gap-0.5 [grid-area:actions] sm:gap-1">
          <NotificationsMenu />
          <ProfileMenu />
        </div>
        <div className="flex justify-end [grid-area:wallet]">
          <WalletControl />
        </div>
      </div>
    </header>
  );
}
