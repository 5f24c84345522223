import type { SignInInput } from '../schemas/auth';

/** Canonical Sign-In With Solana message text (the EIP-4361 layout wallets use for `solana:signIn`). */
export function createSignInMessageText(input: SignInInput & { address: string }): string {
  return [
    `${input.domain} wants you to sign in with your Solana account:`,
    input.address,
    '',
    input.statement,
    '',
    `URI: ${input.uri}`,
    `Version: ${input.version}`,
    `Chain ID: ${input.chainId}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
    `Expiration Time: ${input.expirationTime}`,
  ].join('\n');
}

/** Reads the fields the server checks out of a signed SIWS message, whichever wallet composed it. */
export function parseSignInMessage(text: string): { domain: string; address: string; nonce: string } | null {
  const lines = text.split('\n');
  const header = /^(.+) wants you to sign in with your Solana account:$/.exec(lines[0] ?? '');
  const address = lines[1]?.trim();
  const nonce = lines.find((l) => l.startsWith('Nonce: '))?.slice('Nonce: '.length);
  if (!header?.[1] || !address || !nonce) return null;
  return { domain: header[1], address, nonce };
}
