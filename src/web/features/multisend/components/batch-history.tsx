import { History, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@web/components/common/empty-state';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useBatch } from '../api/get-batch';
import { useBatches } from '../api/get-batches';
import type { BatchKindConfig } from '../lib/kinds';
import { BatchHistoryItem } from './batch-history-item';
import { RecipientStatusList } from './recipient-status-list';
import { UnsentBatchActions } from './unsent-batch-actions';

/** The wallet's batches of this kind, newest first; selecting one shows its recipients. */
interface BatchHistoryProps {
  config: BatchKindConfig;
  owner: string | null;
  /** Resume of a batch never signed, handled by the form's sender; null while it is busy. */
  onResume: ((batchId: string) => void) | null;
}

export function BatchHistory({ config, owner, onResume }: BatchHistoryProps) {
  const history = useBatches(config.kind, owner);
  const { data, isPending, error } = history;
  const batches = data?.pages.flatMap((p) => p.batches) ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useBatch(selectedId);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Batch History</CardTitle>
        <CardDescription>
          {owner
            ? 'Every batch sent from this wallet. Select one to see its recipients.'
            : 'Connect your wallet to see your batches.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!owner ? null : isPending ? (
          <div className="space-y-3" aria-label="Loading batches">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-[68px] w-full rounded-xl" />
            ))}
          </div>
        ) : !data ? (
          <p className="text-sm text-destructive">Could not load your batches: {error?.message}</p>
        ) : batches.length === 0 ? (
          <EmptyState icon={History} title="No batches yet">
            Batches you send from this page appear here.
          </EmptyState>
        ) : (
          <div className="space-y-3">
            <ul className="space-y-3" data-testid="batch-history">
              {batches.map((batch) => (
                <BatchHistoryItem
                  key={batch.id}
                  batch={batch}
                  selected={batch.id === selectedId}
                  onSelect={() => setSelectedId((id) => (id === batch.id ? null : batch.id))}
                  actions={<UnsentBatchActions batch={batch} onResume={onResume} />}
                >
                  {batch.id === selectedId &&
                    (selected.data ? (
                      <RecipientStatusList batch={selected.data} />
                    ) : selected.isError ? (
                      <p className="text-sm text-destructive">{selected.error.message}</p>
                    ) : (
                      <Skeleton className="h-24 w-full rounded-lg" />
                    ))}
                </BatchHistoryItem>
              ))}
            </ul>
            <LoadMore history={history} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The next page under the list; a failed page says so beside the button, the loaded ones stay. */
function LoadMore({ history }: { history: ReturnType<typeof useBatches> }) {
  const { hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError, error } = history;
  if (!hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-1">
      {isFetchNextPageError && (
        <p className="text-center text-sm text-destructive">Could not load more batches: {error?.message}</p>
      )}
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
        data-testid="batch-history-more"
      >
        {isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />}
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
