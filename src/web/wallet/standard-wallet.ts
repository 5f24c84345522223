import type {
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignInFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import { isUserRejection } from './format';

/** Wallets that can connect and sign for Solana. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    'standard:connect' in wallet.features &&
    ('solana:signTransaction' in wallet.features || 'solana:signMessage' in wallet.features)
  );
}

function feature<F>(wallet: Wallet, name: keyof F & string): F[keyof F & string] | undefined {
  return name in wallet.features ? (wallet.features as unknown as F)[name] : undefined;
}

export const connectFeature = (w: Wallet) => feature<StandardConnectFeature>(w, 'standard:connect');
export const disconnectFeature = (w: Wallet) => feature<StandardDisconnectFeature>(w, 'standard:disconnect');
export const eventsFeature = (w: Wallet) => feature<StandardEventsFeature>(w, 'standard:events');
export const signInFeature = (w: Wallet) => feature<SolanaSignInFeature>(w, 'solana:signIn');
export const signMessageFeature = (w: Wallet) => feature<SolanaSignMessageFeature>(w, 'solana:signMessage');
const signTransactionFeature = (w: Wallet) =>
  feature<SolanaSignTransactionFeature>(w, 'solana:signTransaction');

/** The wallet's first Solana account after `standard:connect`; throws when it grants none. */
export async function connectStandard(wallet: Wallet, silent: boolean): Promise<WalletAccount> {
  const connect = connectFeature(wallet);
  if (!connect) throw new Error(`${wallet.name} cannot connect`);
  const { accounts } = await connect.connect(silent ? { silent: true } : undefined);
  const account = accounts.find((a) => a.chains.some((c) => c.startsWith('solana:'))) ?? accounts[0];
  if (!account) throw new Error(`${wallet.name} returned no account`);
  return account;
}

export async function disconnectStandard(wallet: Wallet): Promise<void> {
  await disconnectFeature(wallet)?.disconnect();
}

/** Past this many, a wallet that fails on one big request is asked again in chunks. */
const CHUNK_SIZE = 10;

/** All transactions in one `solana:signTransaction` call (one prompt); chunked only if the wallet fails on size. */
export async function signTransactionsWith(
  wallet: Wallet,
  account: WalletAccount,
  chain: IdentifierString | undefined,
  transactions: Uint8Array[],
): Promise<Uint8Array[]> {
  const sign = signTransactionFeature(wallet);
  if (!sign) throw new Error(`${wallet.name} cannot sign transactions`);
  const run = async (batch: Uint8Array[]) => {
    const outputs = await sign.signTransaction(
      ...batch.map((transaction) => ({ account, transaction, chain })),
    );
    if (outputs.length !== batch.length)
      throw new Error(`${wallet.name} returned ${outputs.length} transactions`);
    return outputs.map((o) => new Uint8Array(o.signedTransaction));
  };
  try {
    return await run(transactions);
  } catch (error) {
    if (transactions.length <= CHUNK_SIZE || isUserRejection(error)) throw error;
    const signed: Uint8Array[] = [];
    for (let i = 0; i < transactions.length; i += CHUNK_SIZE) {
      signed.push(...(await run(transactions.slice(i, i + CHUNK_SIZE))));
    }
    return signed;
  }
}

export async function signMessageWith(wallet: Wallet, account: WalletAccount, message: Uint8Array) {
  const sign = signMessageFeature(wallet);
  if (!sign) throw new Error(`${wallet.name} cannot sign messages`);
  const [output] = await sign.signMessage({ account, message });
  if (!output) throw new Error(`${wallet.name} returned no signature`);
  return { signedMessage: new Uint8Array(output.signedMessage), signature: new Uint8Array(output.signature) };
}
