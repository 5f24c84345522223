import { Waypoints } from 'lucide-react';
import { PageHeader } from '@web/components/common/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useBridgeHistory } from './api/get-bridge-history';
import { useBridgeNetworks } from './api/get-bridge-networks';
import { BridgeForm } from './components/bridge-form';
import { BridgeHistory } from './components/bridge-history';
import { SupportedNetworks } from './components/supported-networks';

/** Route /cross-chain: bridge form, history (server-side, polled while moving), supported networks. */
export default function CrossChainBridgePage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const history = useBridgeHistory(owner);
  const networks = useBridgeNetworks();
  return (
    <div className="space-y-6">
      <PageHeader title="Cross-Chain Bridge">
        Move USDC, USDT, WETH and WBTC between Solana and EVM chains: lock on Solana and mint on the EVM
        chain, or burn there and release on Solana.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          {owner ? (
            <Card>
              <CardHeader>
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15">
                    <Waypoints className="size-5 text-primary" aria-hidden />
                  </span>
                  <div className="space-y-1">
                    <CardTitle>Bridge Tokens</CardTitle>
                    <CardDescription>Fees are shown before you sign.</CardDescription>
                  </div>
                </div>
              </CardHeader>
              <CardContent>
                <BridgeForm />
              </CardContent>
            </Card>
          ) : (
            <ConnectWalletCard
              title="Connect Wallet to Bridge"
              description="Bridging needs a connected wallet to sign the lock. Your transfers appear here once connected."
            />
          )}
          {owner ? (
            <BridgeHistory transfers={history.data?.transfers ?? []} loading={history.isPending} />
          ) : null}
        </div>
        <SupportedNetworks data={networks.data} />
      </div>
    </div>
  );
}
