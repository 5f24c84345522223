import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ChainStatus } from '@shared/schemas/chain';
import { toast } from '@web/lib/toast';
import { fetchChainStatus, walletChainFor } from './chain-status';
import { useDiscoveredWallets } from './discovery';
import { LocalWallet } from './local-wallet/local-wallet';
import { registerLocalWallet } from './local-wallet/register';
import { signMessageWith, signTransactionsWith } from './standard-wallet';
import type { WalletContextValue } from './types';
import { PHANTOM_NAME, buildWalletOptions } from './wallet-catalog';
import { WalletContext } from './wallet-context';
import { useWalletConnection } from './use-wallet-connection';
import { useWalletLifecycle } from './use-wallet-lifecycle';

// The dialog library loads when the dialog first opens, not in the first-load bundle.
const ConnectWalletDialog = lazy(() =>
  import('./components/connect-wallet-dialog').then((m) => ({ default: m.ConnectWalletDialog })),
);

export function WalletProvider({ children }: { children: ReactNode }) {
  const discovered = useDiscoveredWallets();
  const options = useMemo(() => buildWalletOptions(discovered), [discovered]);
  const [chain, setChain] = useState<ChainStatus | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so closing still animates.
  const dialogUsed = useDialogUsed(dialogOpen);
  const { state, stateRef, connectWallet, reconnectSilently, endSession } = useWalletConnection();
  const { markUserAction } = useWalletLifecycle({
    discovered,
    state,
    stateRef,
    reconnectSilently,
    endSession,
  });

  useEffect(() => {
    void registerLocalWallet();
    void fetchChainStatus().then(setChain);
  }, []);

  const connect = useCallback(
    async (name: string) => {
      const option = options.find((o) => o.name === name);
      if (!option) return;
      if (!option.available) {
        if (name === PHANTOM_NAME) {
          toast({
            title: 'Wallet Not Found',
            description: 'Please install the wallet extension',
            variant: 'destructive',
          });
          window.open(option.installUrl, '_blank', 'noopener,noreferrer');
        } else {
          const description = `${name} integration coming soon. Please use the available wallet.`;
          toast({ title: 'Wallet Not Available', description, variant: 'info' });
        }
        return;
      }
      const wallet = discovered.find((w) => w.name === name);
      if (!wallet) return;
      markUserAction();
      setDialogOpen(false);
      await connectWallet(wallet);
    },
    [options, discovered, connectWallet, markUserAction],
  );

  const requireConnection = useCallback(() => {
    const connection = stateRef.current.connection;
    if (!connection) throw new Error('Wallet not connected');
    return connection;
  }, [stateRef]);

  const value = useMemo<WalletContextValue>(() => {
    const connection = state.connection;
    return {
      options,
      status: state.status,
      walletName: connection?.wallet.name ?? null,
      walletIcon: connection?.wallet.icon ?? null,
      isLocalWallet: connection?.wallet instanceof LocalWallet,
      publicKey: connection?.account.address ?? null,
      sessionAddress: state.sessionAddress,
      connect,
      disconnect: () => endSession(false),
      signAllTransactions: async (transactions) => {
        const { wallet, account } = requireConnection();
        return signTransactionsWith(wallet, account, walletChainFor(chain), transactions);
      },
      signMessage: async (message) => {
        const { wallet, account } = requireConnection();
        return (await signMessageWith(wallet, account, message)).signature;
      },
      openConnectDialog: () => setDialogOpen(true),
    };
  }, [options, state, chain, connect, endSession, requireConnection]);

  return (
    <WalletContext.Provider value={value}>
      {children}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <ConnectWalletDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      ) : null}
    </WalletContext.Provider>
  );
}

function useDialogUsed(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used;
}
