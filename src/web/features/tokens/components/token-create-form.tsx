import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { TokenForm } from './token-form';

interface TokenCreateFormProps {
  title?: string;
  /** Extra header content, e.g. the Network Ready indicator. */
  headerAside?: ReactNode;
}

/** Token creation, gated by a connected wallet (spec §2.5 / §6). Used on `/` and `/token-manager`. */
export function TokenCreateForm({ title = 'Create New Token', headerAside }: TokenCreateFormProps) {
  const { status, sessionAddress } = useWallet();
  if (status !== 'connected' || !sessionAddress) {
    return (
      <ConnectWalletCard
        title="Connect Wallet to Create Tokens"
        description="Token creation needs a connected wallet to sign and pay for the launch. Popular wallets like Phantom, Solflare and Backpack are supported."
      />
    );
  }
  return (
    <Card data-testid="token-create-card">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-solana-purple to-solana-green">
            <Coins className="size-5 text-white" aria-hidden />
          </span>
          <div className="space-y-1">
            <CardTitle>{title}</CardTitle>
            <CardDescription>
              Launch an SPL token with metadata in a single signed transaction.
            </CardDescription>
          </div>
        </div>
        {headerAside}
      </CardHeader>
      <CardContent>
        <TokenForm />
      </CardContent>
    </Card>
  );
}
