import { HelpCircle } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { PHANTOM_HELP_URL, PHANTOM_NAME } from '@web/lib/wallet/wallet-catalog';
import { useWallet } from '@web/lib/wallet/wallet-context';
import { WalletOptionCard } from './wallet-option-card';

interface ConnectWalletDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
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
            <p className="text-muted-foreground">
              We recommend starting with {PHANTOM_NAME}: it is easy to use, secure and works on mobile and
              desktop.
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
