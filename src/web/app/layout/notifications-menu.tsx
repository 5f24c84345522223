import { Bell, BellOff, CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import type { Notification } from '@shared/schemas/notifications';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/utils';
import { useWallet } from '@web/lib/wallet';
import { useMarkNotificationsRead, useNotifications } from './use-notifications';

function ago(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 24 ? `${hours} h ago` : `${Math.round(hours / 24)} d ago`;
}

function NotificationRow({ item, fresh }: { item: Notification; fresh: boolean }) {
  const ok = item.status === 'confirmed';
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li
      className={cn('flex gap-2.5 rounded-md px-2 py-2', fresh && 'bg-primary/10')}
      data-testid="notification"
      data-status={item.status}
      data-unread={fresh}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', ok ? 'text-success' : 'text-destructive')} aria-hidden />
      <div className="min-w-0 flex-1 space-y-0.5 text-sm">
        <p className="truncate font-medium">
          {item.title}
          {item.detail ? <span className="text-muted-foreground"> · {item.detail}</span> : null}
        </p>
        <p className={cn('text-xs', ok ? 'text-success' : 'text-destructive')}>
          {ok ? 'Confirmed' : 'Failed'}
          {!ok && item.error ? <span className="text-muted-foreground"> · {item.error}</span> : null}
        </p>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={item.finishedAt}>{ago(item.finishedAt)}</time>
          {item.explorerUrl ? (
            <ExplorerLink href={item.explorerUrl} label="View transaction on explorer">
              Explorer
            </ExplorerLink>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-3 py-6 text-center">
      <BellOff className="size-6 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium">{title}</p>
      <p className="text-xs text-muted-foreground">{text}</p>
    </div>
  );
}

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
        {signedOut ? (
          <Empty title="Not signed in" text="Connect your wallet to see your operation results." />
        ) : list.isPending ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading…</p>
        ) : list.isError ? (
          <Empty title="Notifications unavailable" text="They could not be loaded; try again shortly." />
        ) : items.length === 0 ? (
          <Empty title="No notifications yet" text="Confirmed and failed operations will show up here." />
        ) : (
          <ul className="max-h-96 space-y-0.5 overflow-y-auto" aria-label="Operation results">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} fresh={fresh.has(item.id)} />
            ))}
          </ul>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
