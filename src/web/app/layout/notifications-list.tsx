import { BellOff, CircleCheck, CircleX } from 'lucide-react';
import type { Notification } from '@shared/schemas/notifications';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { cn } from '@web/lib/utils';

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

export function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-3 py-6 text-center">
      <BellOff className="size-6 text-muted-foreground" aria-hidden />
      <p className="text-sm font-medium">{title}</p>
      <p className="text-xs text-muted-foreground">{text}</p>
    </div>
  );
}

/** The opened bell's body (loaded on first open, so the header's first load stays small). */
export function NotificationsList({
  state,
  items,
  fresh,
}: {
  state: 'signed-out' | 'loading' | 'error' | 'ready';
  items: Notification[];
  fresh: ReadonlySet<string>;
}) {
  if (state === 'signed-out') {
    return <Empty title="Not signed in" text="Connect your wallet to see your operation results." />;
  }
  if (state === 'loading')
    return <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading…</p>;
  if (state === 'error') {
    return <Empty title="Notifications unavailable" text="They could not be loaded; try again shortly." />;
  }
  if (items.length === 0) {
    return <Empty title="No notifications yet" text="Confirmed and failed operations will show up here." />;
  }
  return (
    <ul className="max-h-96 space-y-0.5 overflow-y-auto" aria-label="Operation results">
      {items.map((item) => (
        <NotificationRow key={item.id} item={item} fresh={fresh.has(item.id)} />
      ))}
    </ul>
  );
}
