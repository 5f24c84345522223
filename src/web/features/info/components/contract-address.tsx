import { FileCode2 } from 'lucide-react';
import { CopyButton } from '@web/components/common/copy-button';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { Card } from '@web/components/ui/card';

/** The SOLX mint on this network, with copy and explorer link. */
export function ContractAddress({ address, explorerUrl }: { address: string; explorerUrl: string }) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <FileCode2 className="size-5 shrink-0 text-primary-soft" aria-hidden />
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">Contract address</p>
          <p className="truncate font-mono text-sm" data-testid="contract-address">
            {address}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <CopyButton value={address} label="Contract address" />
        <ExplorerLink href={explorerUrl} label="View SOLX mint on explorer">
          Explorer
        </ExplorerLink>
      </div>
    </Card>
  );
}
