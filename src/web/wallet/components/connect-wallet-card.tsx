import { Wallet as WalletIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useWallet } from '@web/wallet/wallet-context';

interface ConnectWalletCardProps {
  title?: string;
  description?: string;
}

/** Shown by wallet-guarded screens while no wallet is connected (spec §2.2). */
export function ConnectWalletCard({
  title = 'Connect Your Wallet',
  description = 'Connect your wallet to use this feature. Popular wallets like Phantom, Solflare and Backpack are supported.',
}: ConnectWalletCardProps) {
  const { status, openConnectDialog } = useWallet();
  const connecting = status === 'connecting';
  return (
    <Card className="mx-auto w-full max-w-xl text-center" data-testid="connect-wallet-card">
      <CardHeader className="items-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-solana-purple to-solana-green">
          <WalletIcon className="size-7 text-white" aria-hidden />
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button variant="gradient" size="lg" disabled={connecting} onClick={openConnectDialog}>
          {connecting ? 'Connecting...' : 'Connect Wallet'}
        </Button>
      </CardContent>
    </Card>
  );
}
