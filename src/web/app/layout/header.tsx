import { PanelLeft } from 'lucide-react';
import { NavLink } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { WalletControl } from '@web/lib/wallet';
import { cn } from '@web/lib/utils';
import { NetworkStatus } from './network-status';
import { NotificationsMenu, ProfileMenu } from './header-menus';
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

export function Header({ title, sidebarOpen, onToggleSidebar }: HeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/75 backdrop-blur-xl">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Toggle sidebar"
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onToggleSidebar}
        >
          <PanelLeft aria-hidden />
        </Button>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h1 data-testid="page-title" className="truncate text-base font-semibold tracking-tight sm:text-lg">
              {title}
            </h1>
            <Badge variant="default" className="hidden min-[420px]:inline-flex">
              Beta
            </Badge>
          </div>
          <NetworkStatus />
        </div>
        <nav aria-label="Quick links" className="hidden items-center gap-1 lg:flex">
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
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <NotificationsMenu />
          <ProfileMenu />
          <WalletControl />
        </div>
      </div>
    </header>
  );
}
