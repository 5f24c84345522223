import { registerWallet } from '@wallet-standard/wallet';
import { fetchChainStatus } from '../chain-status';
import { fundFromFaucet } from './faucet';
import { LocalWallet } from './local-wallet';

const RPC_PATH = '/rpc';
let registration: Promise<boolean> | null = null;

/**
 * Registers the Local Wallet with the page, only when the server runs the embedded chain.
 * Idempotent: the first call decides; later calls return the same answer.
 */
export function registerLocalWallet(): Promise<boolean> {
  registration ??= fetchChainStatus().then((status) => {
    if (status?.cluster !== 'local') return false;
    const wallet = new LocalWallet({
      rpcUrl: RPC_PATH,
      fund: (address) =>
        // A faucet hiccup should not block connecting; the wallet simply starts without funds.
        fundFromFaucet(RPC_PATH, address).catch((error: unknown) => {
          console.warn('Local Wallet faucet failed', error);
        }),
    });
    registerWallet(wallet);
    return true;
  });
  return registration;
}
