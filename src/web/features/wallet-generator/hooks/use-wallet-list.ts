import { useCallback, useReducer } from 'react';
import { importedWalletName, walletName } from '@shared/schemas/wallet';
import type { LocalWallet } from '../lib/wallet-types';

type NewWallet = Omit<LocalWallet, 'id' | 'name'>;

interface State {
  wallets: LocalWallet[];
  generatedCount: number;
  importedCount: number;
  /** Wallets were added since the last export (drives the leave-page warning). */
  unexported: boolean;
}

type Action =
  | { type: 'add'; wallets: NewWallet[] }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'exported' };

const INITIAL: State = { wallets: [], generatedCount: 0, importedCount: 0, unexported: false };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add': {
      let { generatedCount, importedCount } = state;
      const added = action.wallets.map((w): LocalWallet => {
        const name =
          w.source === 'generated' ? walletName(++generatedCount) : importedWalletName(++importedCount);
        return { ...w, id: crypto.randomUUID(), name };
      });
      return {
        wallets: [...added.reverse(), ...state.wallets],
        generatedCount,
        importedCount,
        unexported: true,
      };
    }
    case 'remove': {
      const wallets = state.wallets.filter((w) => w.id !== action.id);
      return { ...state, wallets, unexported: state.unexported && wallets.length > 0 };
    }
    case 'clear':
      return { ...state, wallets: [], unexported: false };
    case 'exported':
      return { ...state, unexported: false };
  }
}

/** The page-local wallet list (spec: local only). Held in React state: gone on reload, never stored. */
export function useWalletList() {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  return {
    ...state,
    add: useCallback((wallets: NewWallet[]) => dispatch({ type: 'add', wallets }), []),
    remove: useCallback((id: string) => dispatch({ type: 'remove', id }), []),
    clear: useCallback(() => dispatch({ type: 'clear' }), []),
    markExported: useCallback(() => dispatch({ type: 'exported' }), []),
    has: useCallback((address: string) => state.wallets.some((w) => w.address === address), [state.wallets]),
  };
}

export type WalletList = ReturnType<typeof useWalletList>;
