import { signBytes } from '@solana/kit';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import { LOCAL_WALLET_CHAINS, LOCAL_WALLET_ICON, LOCAL_WALLET_NAME } from './icon';
import { loadOrCreateLocalKey } from './keypair-store';
import type { LocalKey } from './keypair-store';
import { sendWireTransaction } from './rpc';
import { signSignInInput, signWireTransaction } from './signer';

type LocalWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignMessageFeature &
  SolanaSignInFeature;

export interface LocalWalletOptions {
  storage?: Storage;
  rpcUrl?: string;
  /** Called after connect with the account address; funds it from the embedded chain's faucet. */
  fund?: (address: string) => Promise<void>;
}

/** A Wallet Standard wallet whose ed25519 key lives in this browser (localStorage + WebCrypto). */
export class LocalWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = LOCAL_WALLET_NAME;
  readonly icon = LOCAL_WALLET_ICON;
  readonly chains = LOCAL_WALLET_CHAINS;
  readonly features: LocalWalletFeatures;
  #key: LocalKey | null = null;
  #account: WalletAccount | null = null;
  #pending: Promise<WalletAccount> | null = null;
  #listeners = new Set<StandardEventsListeners['change']>();

  constructor(private readonly options: LocalWalletOptions = {}) {
    const supportedTransactionVersions = ['legacy', 0] as const;
    this.features = {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [await this.#connect()] }) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.#disconnect() },
      'standard:events': { version: '1.0.0', on: (_event, listener) => this.#on(listener) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions,
        signTransaction: async (...inputs) =>
          Promise.all(inputs.map(async (i) => ({ signedTransaction: await this.#sign(i.transaction) }))),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions,
        signAndSendTransaction: async (...inputs) =>
          Promise.all(inputs.map(async (i) => ({ signature: await this.#signAndSend(i.transaction) }))),
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs) =>
          Promise.all(inputs.map(async ({ message }) => this.#signMessage(message))),
      },
      'solana:signIn': {
        version: '1.0.0',
        signIn: async (...inputs) => {
          const account = this.#account ?? (await this.#connect());
          const key = this.#requireKey();
          return Promise.all(
            inputs.map(async (input) => ({
              account,
              ...(await signSignInInput(key.keyPair.privateKey, key.address, input)),
              signatureType: 'ed25519' as const,
            })),
          );
        },
      },
    };
  }

  get accounts(): readonly WalletAccount[] {
    return this.#account ? [this.#account] : [];
  }

  // One in-flight connect: two racing first connects must not create two keys.
  #connect(): Promise<WalletAccount> {
    if (this.#account) return Promise.resolve(this.#account);
    this.#pending ??= this.#load().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  async #load(): Promise<WalletAccount> {
    const key = await loadOrCreateLocalKey(this.options.storage);
    await this.options.fund?.(key.address);
    this.#key = key;
    this.#account = {
      address: key.address,
      publicKey: key.publicKey,
      chains: this.chains,
      features: Object.keys(this.features).filter((f): f is `solana:${string}` => f.startsWith('solana:')),
      label: LOCAL_WALLET_NAME,
      icon: LOCAL_WALLET_ICON,
    };
    this.#emit();
    return this.#account;
  }

  async #disconnect(): Promise<void> {
    this.#account = null;
    this.#key = null;
    this.#emit();
  }

  #on(listener: StandardEventsListeners['change']): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener({ accounts: this.accounts });
  }

  #requireKey(): LocalKey {
    if (!this.#key) throw new Error('Local Wallet is not connected');
    return this.#key;
  }

  async #sign(transaction: Uint8Array): Promise<Uint8Array> {
    const key = this.#requireKey();
    return signWireTransaction(key.keyPair.privateKey, key.address, transaction);
  }

  async #signMessage(message: Uint8Array) {
    const signature = new Uint8Array(await signBytes(this.#requireKey().keyPair.privateKey, message));
    return { signedMessage: message, signature, signatureType: 'ed25519' as const };
  }

  async #signAndSend(transaction: Uint8Array): Promise<Uint8Array> {
    return sendWireTransaction(this.options.rpcUrl ?? '/rpc', await this.#sign(transaction));
  }
}
