import type { Wallet } from '@wallet-standard/base';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { readLastWallet } from './last-wallet';
import { eventsFeature } from './standard-wallet';
import type { WalletState } from './use-wallet-connection';

interface Lifecycle {
  discovered: readonly Wallet[];
  state: WalletState;
  stateRef: RefObject<WalletState>;
  reconnectSilently(wallet: Wallet): Promise<void>;
  endSession(fromWallet: boolean): Promise<void>;
}

/**
 * Silent reconnect to the last wallet once it registers; ends the session when the connected wallet
 * drops the account (`standard:events`) or is unregistered. Returns `markUserAction`, which stops a
 * pending silent reconnect from racing a connect the user started.
 */
export function useWalletLifecycle({
  discovered,
  state,
  stateRef,
  reconnectSilently,
  endSession,
}: Lifecycle) {
  const reconnectDecided = useRef(false);

  useEffect(() => {
    if (reconnectDecided.current || state.status !== 'disconnected') return;
    const last = readLastWallet();
    if (!last) {
      reconnectDecided.current = true;
      return;
    }
    // Extensions and the Local Wallet register asynchronously; wait until the remembered one appears.
    const wallet = discovered.find((w) => w.name === last);
    if (!wallet) return;
    reconnectDecided.current = true;
    void reconnectSilently(wallet);
  }, [discovered, state.status, reconnectSilently]);

  const connection = state.connection;
  useEffect(() => {
    if (!connection) return;
    const { wallet, account } = connection;
    return eventsFeature(wallet)?.on('change', ({ accounts }) => {
      if (!accounts || stateRef.current.connection?.wallet !== wallet) return;
      if (!accounts.some((a) => a.address === account.address)) void endSession(true);
    });
  }, [connection, stateRef, endSession]);

  useEffect(() => {
    if (connection && !discovered.includes(connection.wallet)) void endSession(true);
  }, [connection, discovered, endSession]);

  return {
    markUserAction: () => {
      reconnectDecided.current = true;
    },
  };
}
