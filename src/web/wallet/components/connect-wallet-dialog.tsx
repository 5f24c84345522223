import { HelpCircle } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { PHANTOM_HELP_URL, PHANTOM_NAME } from '@web/wallet/wallet-catalog';
import { LOCAL_WALLET_NAME } from '@web/wallet/local-wallet/icon';
import type { WalletOption } from '@web/wallet/types';
import { useWallet } from '@web/wallet/wallet-context';
import { WalletOptionCard } from './wallet-option-card';

interface ConnectWalletDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The help box recommends a wallet that works here: the first available option (listed first) when it
 * is not Phantom, with Phantom as the wallet to install later; Phantom alone otherwise.
 */
function helpText(options: readonly WalletOption[]): string {
  const first = options.find((o) => o.available);
  const phantom = 'it is easy to use, secure and works on mobile and desktop';
  if (!first || first.name === PHANTOM_NAME) return `We recommend starting with ${PHANTOM_NAME}: ${phantom}.`;
  const why =
    first.name === LOCAL_WALLET_NAME
      ? 'it needs no extension and is funded with 10 SOL on this local chain'
      : 'it is installed in this browser';
  return `We recommend starting with ${first.name}: ${why}. For a wallet of your own, ${PHANTOM_NAME}: ${phantom}.`;
}

/** Spec §2.3; choosing an available wallet closes the dialog (the provider does) and connects. */
export function ConnectWalletDialog({ open, onOpenChange }: ConnectWalletDialogProps) {
  const { options, status, connect } = useWallet();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-[calc(100%-2rem)] md:max-w-3xl lg:max-w-5xl"
        data-testid="connect-wallet-dialog"
      >
        <DialogHeader>
          <DialogTitle className="text-2xl">Connect Your Wallet</DialogTitle>
          <DialogDescription>
            Choose a wallet to connect to the platform and start using our services.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => (
            <WalletOptionCard
              key={option.name}
              option={option}
              connecting={status === 'connecting'}
              onChoose={(name) => void connect(name)}
            />
          ))}
        </div>
        <div className="flex gap-3 rounded-xl border border-info/30 bg-info-surface p-4 text-sm">
          <HelpCircle className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">New to Solana wallets?</p>
            <p className="text-muted-foreground" data-testid="wallet-help-text">
              {helpText(options)}
            </p>
            <a
              href={PHANTOM_HELP_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="w-fit font-medium text-info underline-offset-4 hover:underline"
            >
              Learn More
            </a>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
