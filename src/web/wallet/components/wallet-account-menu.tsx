import { ChevronDown, Copy, LogOut } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatLamports } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { copyToClipboard } from '@web/lib/utils';
import { formatAddress } from '@web/wallet/format';
import { useWalletHoldings } from '@web/wallet/use-wallet-holdings';
import { useWallet } from '@web/wallet/wallet-context';
import { WalletBalances } from './wallet-balances';

/** '{wallet name} Wallet' (spec §4), without doubling it for a name that already ends in "Wallet". */
function menuTitle(name: string | null): string {
  return `${(name ?? '').replace(/\s+wallet$/i, '')} Wallet`.trim();
}

/**
 * Connected header control: SOL balance (md and up) and 4+4 address ('Connected' below sm) → wallet,
 * full key, SOL and token balances, Disconnect (spec §4).
 */
export function WalletAccountMenu({ publicKey }: { publicKey: string }) {
  const { walletName, walletIcon, disconnect } = useWallet();
  const holdings = useWalletHoldings(publicKey);
  const copy = async () => {
    if (await copyToClipboard(publicKey)) toast({ title: 'Copied to Clipboard', variant: 'success' });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" data-testid="wallet-control" title={publicKey}>
          {walletIcon ? <img src={walletIcon} alt="" className="size-5 rounded" /> : null}
          <span className="size-2 rounded-full bg-success" aria-hidden />
          {holdings.data ? (
            <span className="hidden tabular-nums md:inline" data-testid="wallet-sol">
              {formatLamports(holdings.data.lamports, 3)}
            </span>
          ) : null}
          <span className="hidden font-mono sm:inline" data-testid="wallet-address">
            {formatAddress(publicKey)}
          </span>
          <span className="sm:hidden">Connected</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel className="text-sm text-foreground">{menuTitle(walletName)}</DropdownMenuLabel>
        <DropdownMenuItem
          onSelect={() => void copy()}
          className="items-start"
          data-testid="wallet-public-key"
        >
          <span className="flex-1 font-mono text-xs break-all text-muted-foreground">{publicKey}</span>
          <Copy aria-label="Copy address" />
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs text-muted-foreground">Balances</DropdownMenuLabel>
        <WalletBalances holdings={holdings.data} loading={holdings.isLoading} />
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          data-testid="disconnect-wallet"
          onSelect={() => void disconnect()}
        >
          <LogOut aria-hidden />
          Disconnect Wallet
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
