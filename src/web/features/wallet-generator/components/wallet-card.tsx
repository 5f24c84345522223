import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { walletMessages } from '@shared/schemas/wallet';
import { CopyButton } from '@web/components/common/copy-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { formatSol } from '@web/lib/format';
import type { LocalWallet } from '../lib/wallet-types';
import { SecretField } from './secret-field';

interface WalletCardProps {
  wallet: LocalWallet;
  /** SOL balance from the chain; null while loading. */
  balanceSol: string | null;
  onRemove: () => void;
}

export function WalletCard({ wallet, balanceSol, onRemove }: WalletCardProps) {
  const [revealed, setRevealed] = useState(false);
  const switchId = useId();
  return (
    <Card className="space-y-3 p-4" data-testid="wallet-card" data-address={wallet.address}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h4 className="truncate font-semibold">{wallet.name}</h4>
          <Badge variant={wallet.source === 'generated' ? 'success' : 'info'}>
            {wallet.source === 'generated' ? 'Generated' : 'Imported'}
          </Badge>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm font-semibold tabular-nums" data-testid="wallet-balance">
            {balanceSol === null ? '… SOL' : formatSol(balanceSol)}
          </span>
          <label
            htmlFor={switchId}
            className="flex cursor-pointer items-center gap-1.5 text-xs text-muted-foreground"
          >
            {revealed ? (
              <Eye className="size-3.5" aria-hidden />
            ) : (
              <EyeOff className="size-3.5" aria-hidden />
            )}
            Reveal
          </label>
          <Switch
            id={switchId}
            checked={revealed}
            onCheckedChange={setRevealed}
            aria-label={`Reveal keys of ${wallet.name}`}
          />
          <Button
            variant="ghost"
            size="icon-sm"
            className="size-7"
            aria-label={`Delete ${wallet.name}`}
            title="Delete wallet"
            onClick={onRemove}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="space-y-1">
        <p className="text-xs font-medium text-muted-foreground">Address</p>
        <div className="flex items-center gap-1 rounded-lg border border-border bg-background/50 px-3 py-2">
          <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="wallet-address">
            {wallet.address}
          </code>
          <CopyButton value={wallet.address} label="Address" title={walletMessages.copied} />
        </div>
      </div>
      <SecretField
        label="Private Key"
        value={wallet.privateKey}
        revealed={revealed}
        testId="wallet-private-key"
      />
      {wallet.mnemonic ? (
        <SecretField
          label="Seed Phrase"
          value={wallet.mnemonic}
          revealed={revealed}
          testId="wallet-mnemonic"
        />
      ) : null}
      <p className="text-xs text-muted-foreground">
        {wallet.derivationPath ? `Derivation path ${wallet.derivationPath} · ` : ''}
        Created {new Date(wallet.createdAt).toLocaleString()}
      </p>
    </Card>
  );
}
