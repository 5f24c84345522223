import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { ApiError } from '@web/lib/api-client';
import { useWallet } from '@web/wallet';
import { useMarkNotificationsRead, useNotifications } from './use-notifications';

const NotificationsList = lazy(() =>
  import('./notifications-list').then((m) => ({ default: m.NotificationsList })),
);

/** The header bell: the signed-in wallet's latest operation results; opening it marks them read. */
export function NotificationsMenu() {
  const { publicKey } = useWallet();
  const list = useNotifications(publicKey);
  const markRead = useMarkNotificationsRead(publicKey);
  // Highlighted while the menu stays open, though opening it already stored them as read.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];

  const onOpenChange = (open: boolean) => {
    if (!open) return;
    setFresh(new Set(items.filter((n) => n.unread).map((n) => n.id)));
    const newest = items[0]?.finishedAt;
    if (unread > 0 && newest) markRead.mutate(newest);
  };
  const signedOut = !publicKey || (list.error instanceof ApiError && list.error.status === 401);

  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="relative"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
          data-testid="notifications-button"
        >
          <Bell aria-hidden />
          {unread > 0 ? (
            <span
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
              data-testid="notifications-unread"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))]">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <Suspense fallback={<p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading…</p>}>
          <NotificationsList
            state={signedOut ? 'signed-out' : list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
            items={items}
            fresh={fresh}
          />
        </Suspense>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
