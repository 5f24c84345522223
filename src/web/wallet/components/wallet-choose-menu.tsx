import { ChevronDown, LayoutGrid, Wallet as WalletIcon } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useWallet } from '@web/wallet/wallet-context';

/** Disconnected header control: 'Connect Wallet' → 'Choose Wallet' menu (spec §4). */
export function WalletChooseMenu() {
  const { options, status, connect, openConnectDialog } = useWallet();
  const connecting = status === 'connecting';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={connecting}>
        <Button variant="gradient" data-testid="wallet-control" disabled={connecting}>
          <WalletIcon aria-hidden />
          {connecting ? 'Connecting...' : 'Connect Wallet'}
          <ChevronDown className="hidden sm:block" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Choose Wallet</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {options.map((option) => (
          <DropdownMenuItem
            key={option.name}
            data-testid={`wallet-option-${option.slug}`}
            onSelect={() => void connect(option.name)}
          >
            <img src={option.icon} alt="" className="size-6 rounded-md" />
            <span className="flex-1">{option.name}</span>
            {option.recommended ? <Badge variant="gradient">Recommended</Badge> : null}
            {!option.available && !option.recommended ? (
              <span className="text-xs text-muted-foreground">Install</span>
            ) : null}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={openConnectDialog}>
          <LayoutGrid aria-hidden />
          All wallets
        </DropdownMenuItem>
        <DropdownMenuItem disabled className="text-xs">
          More wallets coming soon
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
