import { useQueryClient } from '@tanstack/react-query';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { writeLastWallet } from './last-wallet';
import { LOCAL_WALLET_NAME } from './local-wallet/icon';
import { logout } from './session-api';
import { existingSessionFor, signInWithSolana } from './sign-in';
import { connectStandard, disconnectStandard } from './standard-wallet';
import type { WalletStatus } from './types';

export interface WalletConnection {
  wallet: Wallet;
  account: WalletAccount;
}

export interface WalletState {
  status: WalletStatus;
  connection: WalletConnection | null;
  sessionAddress: string | null;
}

const DISCONNECTED: WalletState = { status: 'disconnected', connection: null, sessionAddress: null };

/** Connect → Sign-In With Solana → connected; and the way back. Toasts only for user-started actions. */
export function useWalletConnection() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<WalletState>(DISCONNECTED);
  // Read synchronously by signing calls and wallet event listeners, ahead of the next render.
  const stateRef = useRef<WalletState>(DISCONNECTED);

  const commit = useCallback((next: WalletState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  /** Resolves connected, or throws after undoing the wallet connection. */
  const establish = useCallback(
    async (wallet: Wallet, silent: boolean) => {
      commit({ ...DISCONNECTED, status: 'connecting' });
      try {
        const trusted = silent || wallet.name === LOCAL_WALLET_NAME;
        const account = await connectStandard(wallet, trusted);
        let session = await existingSessionFor(account.address);
        // A silent reconnect never prompts; the Local Wallet signs without a prompt, so it may.
        if (!session && silent && wallet.name !== LOCAL_WALLET_NAME) throw new Error('Session expired');
        session ??= await signInWithSolana(wallet, account);
        commit({ status: 'connected', connection: { wallet, account }, sessionAddress: session });
        writeLastWallet(wallet.name);
        void queryClient.invalidateQueries();
      } catch (error) {
        commit(DISCONNECTED);
        await disconnectStandard(wallet).catch(() => undefined);
        throw error;
      }
    },
    [commit, queryClient],
  );

  const connectWallet = useCallback(
    async (wallet: Wallet) => {
      if (stateRef.current.status === 'connecting') return;
      try {
        await establish(wallet, false);
        toast({
          title: 'Wallet Connected',
          description: `Successfully connected to ${wallet.name}`,
          variant: 'success',
        });
      } catch (error) {
        console.warn(`Connecting ${wallet.name} failed`, error);
        toast({
          title: 'Connection Failed',
          description: `Failed to connect to ${wallet.name}`,
          variant: 'destructive',
        });
      }
    },
    [establish],
  );

  const reconnectSilently = useCallback(
    (wallet: Wallet) => establish(wallet, true).catch(() => undefined),
    [establish],
  );

  /** Ends the session. `fromWallet`: the wallet itself dropped the account, so don't call it back. */
  const endSession = useCallback(
    async (fromWallet = false) => {
      const current = stateRef.current.connection;
      if (!current) return;
      commit(DISCONNECTED);
      writeLastWallet(null);
      await Promise.allSettled([fromWallet ? undefined : disconnectStandard(current.wallet), logout()]);
      void queryClient.invalidateQueries();
      toast({
        title: 'Wallet Disconnected',
        description: 'Successfully disconnected from wallet',
        variant: 'success',
      });
    },
    [commit, queryClient],
  );

  return { state, stateRef, connectWallet, reconnectSilently, endSession };
}
