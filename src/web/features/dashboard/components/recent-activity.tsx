import { History } from 'lucide-react';
import type { Operation } from '@shared/schemas/operations';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { shortAddress } from '@web/lib/format';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { operationSignature } from '@web/entities/operations';
import { useWallet } from '@web/wallet';
import { useRecentOperations } from '../api/get-recent-operations';
import { STATUS_BADGES, operationKindLabel, timeAgo } from '../lib/dashboard-format';

function subject(operation: Operation): string | null {
  const { symbol, name } = operation.summary;
  if (typeof symbol === 'string' && symbol) return symbol;
  return typeof name === 'string' && name ? name : null;
}

function ActivityRow({ operation }: { operation: Operation }) {
  const badge = STATUS_BADGES[operation.status];
  const signature = operationSignature(operation);
  const what = subject(operation);
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="activity-row">
      <div className="min-w-0 space-y-1">
        <p className="truncate text-sm font-medium">
          {operationKindLabel(operation.kind)}
          {what && <span className="text-muted-foreground"> · {what}</span>}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={operation.createdAt}>{timeAgo(operation.createdAt)}</time>
          {signature &&
            (operation.explorerUrl ? (
              <ExplorerLink
                href={operation.explorerUrl}
                label="View transaction on explorer"
                className="font-mono"
              >
                {shortAddress(signature, 4, 4)}
              </ExplorerLink>
            ) : (
              <code className="font-mono">{shortAddress(signature, 4, 4)}</code>
            ))}
        </p>
      </div>
      <Badge variant={badge.variant}>{badge.label}</Badge>
    </li>
  );
}

/** The signed-in wallet's latest on-chain operations, as the server recorded them. */
export function RecentActivity() {
  const { sessionAddress } = useWallet();
  const { data, isPending, isError } = useRecentOperations(sessionAddress);
  const empty = (text: string) => (
    <div className="flex flex-col items-center gap-2 py-6 text-center">
      <History className="size-6 text-muted-foreground" aria-hidden />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {!sessionAddress ? (
          empty('Connect your wallet to see your recent activity.')
        ) : isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="my-3 h-10 w-full" />)
        ) : isError ? (
          empty('Recent activity could not be loaded.')
        ) : data.operations.length === 0 ? (
          empty('No activity yet. Create your first token to get started.')
        ) : (
          <ul className="divide-y divide-border/60" data-testid="recent-activity">
            {data.operations.map((op) => (
              <ActivityRow key={op.id} operation={op} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
