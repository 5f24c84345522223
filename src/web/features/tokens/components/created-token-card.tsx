import { CheckCircle2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { CopyButton } from '@web/components/common/copy-button';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { shortAddress } from '@web/lib/format';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { TokenBadge } from '@web/entities/trade/token-select';
import { accountExplorerUrl } from '@web/lib/explorer';
import type { CreatedToken } from '../lib/created-token';

/** Shown after a confirmed launch: the new mint (copy + explorer) and the transaction signature. */
export function CreatedTokenCard({ token, onDismiss }: { token: CreatedToken; onDismiss: () => void }) {
  const { data: chain } = useChainStatus();
  const mintUrl = accountExplorerUrl(chain, token.mint);
  return (
    <div
      className="space-y-3 rounded-xl border border-success/30 bg-success/10 p-4"
      data-testid="created-token"
    >
      <div className="flex items-center gap-2">
        <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden />
        <TokenBadge symbol={token.symbol} logoUri={token.logoUri} className="size-8" />
        <p className="min-w-0 font-semibold">
          {token.name} <span className="text-muted-foreground">({token.symbol})</span> is live
        </p>
      </div>
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="w-20 text-muted-foreground">Mint</dt>
          <dd className="flex min-w-0 items-center gap-1">
            <code className="font-mono break-all" data-testid="created-mint" title={token.mint}>
              {token.mint}
            </code>
            <CopyButton value={token.mint} label="Mint address" />
            {mintUrl && <ExplorerLink href={mintUrl} label="View mint on explorer" />}
          </dd>
        </div>
        {token.signature && (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <dt className="w-20 text-muted-foreground">Signature</dt>
            <dd className="flex min-w-0 items-center gap-1">
              <code className="font-mono" data-testid="created-signature" title={token.signature}>
                {shortAddress(token.signature, 10, 10)}
              </code>
              <CopyButton value={token.signature} label="Signature" />
              {token.explorerUrl && (
                <ExplorerLink href={token.explorerUrl} label="View transaction on explorer" />
              )}
            </dd>
          </div>
        )}
      </dl>
      <Button variant="outline" size="sm" onClick={onDismiss}>
        Create another token
      </Button>
    </div>
  );
}
