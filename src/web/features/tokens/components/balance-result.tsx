import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BalanceResponse } from '@shared/schemas/balance';
import { withThousands } from '@shared/solana/amounts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatUsd } from '@web/lib/format';
import { CopyButton } from '@web/components/common/copy-button';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { accountExplorerUrl } from '@web/lib/explorer';

const PROGRAM_LABEL: Record<BalanceResponse['tokenProgram'], string> = {
  system: 'Native SOL',
  'spl-token': 'SPL Token',
  'token-2022': 'Token-2022',
};

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-border/60 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1 text-sm font-medium sm:justify-end" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function AddressValue({ address, label }: { address: string; label: string }) {
  const { data: chain } = useChainStatus();
  const href = accountExplorerUrl(chain, address);
  return (
    <>
      <code className="min-w-0 font-mono text-xs break-all">{address}</code>
      <CopyButton value={address} label={label} />
      {href && <ExplorerLink href={href} label={`View ${label.toLowerCase()} on explorer`} />}
    </>
  );
}

/** The balance answer: every field of spec §2.6, with copy buttons and explorer account links. */
export function BalanceResult({ result, onReset }: { result: BalanceResponse; onReset: () => void }) {
  return (
    <div data-testid="balance-result">
      <div className="mb-4 rounded-xl bg-gradient-to-br from-solana-purple/20 to-solana-green/10 p-4">
        <p className="text-xs text-muted-foreground uppercase">Balance</p>
        <p className="text-3xl font-bold break-all tabular-nums" data-testid="balance-amount">
          {withThousands(result.balance)}
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
          {result.tokenSymbol}
          <Badge variant="secondary">{PROGRAM_LABEL[result.tokenProgram]}</Badge>
        </p>
      </div>
      <dl>
        <Row label="Token Symbol" testId="balance-symbol">
          {result.tokenSymbol}
        </Row>
        <Row label="Token Name" testId="balance-name">
          {result.tokenName}
        </Row>
        <Row label="USD Value" testId="balance-usd">
          {result.usdValue === null ? (
            <span className="text-muted-foreground">Unavailable</span>
          ) : (
            formatUsd(result.usdValue)
          )}
        </Row>
        <Row label="Wallet Address" testId="balance-wallet">
          <AddressValue address={result.walletAddress} label="Wallet address" />
        </Row>
        <Row label="Token Address" testId="balance-token">
          {result.tokenAddress ? (
            <AddressValue address={result.tokenAddress} label="Token address" />
          ) : (
            <span className="text-muted-foreground">Native SOL (no mint)</span>
          )}
        </Row>
        <Row label="Decimals" testId="balance-decimals">
          {result.decimals}
        </Row>
      </dl>
      <Button variant="outline" className="mt-4 w-full" onClick={onReset}>
        <RotateCcw aria-hidden />
        Check Another Balance
      </Button>
    </div>
  );
}
