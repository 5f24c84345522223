import { History } from 'lucide-react';
import { CHAIN_INFO, type BridgeHistoryItem } from '@shared/schemas/bridge';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { formatUi } from '@web/lib/format';

const VARIANT = {
  completed: 'success',
  failed: 'destructive',
  pending: 'secondary',
  confirming: 'secondary',
} as const;

function Hash({ label, hash, url }: { label: string; hash: string | null; url: string | null }) {
  if (!hash) return null;
  return (
    <p className="break-all">
      <span className="text-muted-foreground">{label}: </span>
      {url ? (
        <a className="underline" href={url} target="_blank" rel="noreferrer">
          {hash}
        </a>
      ) : (
        hash
      )}
    </p>
  );
}

function Entry({ item }: { item: BridgeHistoryItem }) {
  const moving = item.status !== 'completed' && item.status !== 'failed';
  return (
    <li
      className="space-y-2 rounded-xl border border-border bg-background/40 p-3"
      data-testid="bridge-history-item"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {formatUi(item.amount)} {item.token}
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            {CHAIN_INFO[item.chains.source].name} → {CHAIN_INFO[item.chains.destination].name}
          </span>
        </p>
        <Badge variant={VARIANT[item.status]} data-testid="bridge-status">
          {item.status}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {item.stage} · receives {formatUi(item.received)} {item.token} · fee {formatUi(item.fee)}
      </p>
      {moving ? <Progress value={item.progress} aria-label="Bridge progress" /> : null}
      <div className="space-y-1 text-xs">
        <Hash label="Source tx" hash={item.sourceTx} url={item.sourceTxUrl} />
        <Hash label="Destination tx" hash={item.destinationTx} url={item.destinationTxUrl} />
        {item.error ? <p className="text-destructive">{item.error}</p> : null}
      </div>
    </li>
  );
}

export function BridgeHistory({ transfers, loading }: { transfers: BridgeHistoryItem[]; loading: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4" aria-hidden /> Bridge History
        </CardTitle>
        <CardDescription>
          Stored on the server per wallet; refreshed while a transfer is moving.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : transfers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No transfers yet.</p>
        ) : (
          <ul className="space-y-3">
            {transfers.map((t) => (
              <Entry key={t.id} item={t} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
