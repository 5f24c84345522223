import { getUtf8Encoder } from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { bytesToBase64 } from './format';
import { fetchSession, requestNonce, verifySignIn } from './session-api';
import { signInFeature, signMessageWith } from './standard-wallet';

/** The session cookie's address when it already belongs to `address` (no new signature needed). */
export async function existingSessionFor(address: string): Promise<string | null> {
  const session = await fetchSession();
  return session?.address === address && Date.parse(session.expiresAt) > Date.now() ? session.address : null;
}

/**
 * Sign-In With Solana: server nonce → `solana:signIn` (or `solana:signMessage` on the server's
 * canonical text) → verify, which sets the session cookie. Returns the signed-in address.
 */
export async function signInWithSolana(wallet: Wallet, account: WalletAccount): Promise<string> {
  const { input, message } = await requestNonce(account.address);
  const signIn = signInFeature(wallet);
  let signed: { signedMessage: Uint8Array; signature: Uint8Array };
  if (signIn) {
    const [output] = await signIn.signIn({ ...input, address: account.address });
    if (!output) throw new Error(`${wallet.name} returned no sign-in`);
    if (output.account.address !== account.address) throw new Error('Signed in with a different account');
    signed = {
      signedMessage: new Uint8Array(output.signedMessage),
      signature: new Uint8Array(output.signature),
    };
  } else {
    signed = await signMessageWith(wallet, account, new Uint8Array(getUtf8Encoder().encode(message)));
  }
  const session = await verifySignIn({
    address: account.address,
    signedMessage: bytesToBase64(signed.signedMessage),
    signature: bytesToBase64(signed.signature),
  });
  return session.address;
}
