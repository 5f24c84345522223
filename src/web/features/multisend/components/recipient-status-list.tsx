import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { BatchDetail } from '@shared/schemas/multisend';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { shortAddress } from '@web/lib/format';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { txExplorerUrl } from '@web/lib/explorer';
import { batchSymbol, uiAmountText } from '../lib/batch-display';

const ICONS = {
  pending: <Clock className="size-3.5 text-muted-foreground" aria-label="Pending" />,
  confirmed: <CheckCircle2 className="size-3.5 text-success" aria-label="Confirmed" />,
  failed: <XCircle className="size-3.5 text-destructive" aria-label="Failed" />,
} as const;

/** Every recipient of a batch with its status, amount and the transaction on the explorer. */
export function RecipientStatusList({ batch }: { batch: BatchDetail }) {
  const { data: chain } = useChainStatus();
  const symbol = batchSymbol(batch);
  return (
    <ul
      className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border"
      data-testid="recipient-status-list"
    >
      {batch.recipients.map((r, i) => {
        const href = r.signature ? txExplorerUrl(chain, r.signature) : null;
        return (
          <li
            key={`${r.address}-${i}`}
            className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 px-3 py-1.5 text-xs"
            data-testid="recipient-status"
            data-status={r.status}
          >
            {ICONS[r.status]}
            <code className="truncate font-mono" title={r.address}>
              {shortAddress(r.address, 6, 6)}
            </code>
            <span className="flex items-center gap-2">
              <span className="font-medium tabular-nums">{uiAmountText(r.uiAmount, symbol)}</span>
              {href && <ExplorerLink href={href} label={`View transfer to ${r.address} on explorer`} />}
            </span>
            {r.error && (
              <p className="col-span-3 col-start-2 truncate text-destructive" title={r.error}>
                {r.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
