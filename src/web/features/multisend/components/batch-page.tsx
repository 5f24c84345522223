import { Card } from '@web/components/ui/card';
import { ConnectWalletCard, useWallet } from '@web/lib/wallet';
import type { BatchKindConfig } from '../lib/kinds';
import { BatchHistory } from './batch-history';
import { BatchStats } from './batch-stats';
import { BatchWorkspace } from './batch-workspace';

/** The layout the three batch screens share: form + summary, history, then four stat cards. */
export function BatchPage({ config }: { config: BatchKindConfig }) {
  const { status, sessionAddress } = useWallet();
  const connected = status === 'connected' && sessionAddress !== null;
  return (
    <div className="space-y-6" data-testid={`${config.kind}-page`}>
      <div className="flex items-center gap-3">
        <Card className="flex size-11 shrink-0 items-center justify-center rounded-xl border-0 bg-gradient-to-br from-solana-purple to-solana-green">
          <config.icon className="size-5 text-white" aria-hidden />
        </Card>
        <div className="min-w-0 space-y-0.5">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{config.title}</h2>
          <p className="text-sm text-muted-foreground">{config.description}</p>
        </div>
      </div>
      {connected && sessionAddress ? (
        <BatchWorkspace key={sessionAddress} config={config} owner={sessionAddress} />
      ) : (
        <ConnectWalletCard
          title={`Connect Wallet to Use the ${config.title}`}
          description="Batches are signed by your wallet, which also pays the network fees. Popular wallets like Phantom, Solflare and Backpack are supported."
        />
      )}
      <BatchHistory config={config} owner={connected ? sessionAddress : null} />
      <BatchStats config={config} owner={connected ? sessionAddress : null} />
    </div>
  );
}
