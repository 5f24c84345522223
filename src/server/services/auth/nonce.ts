import type { Address } from '@solana/kit';
import type { SignInInput } from '@shared/schemas/auth';
import { createSignInMessageText } from '@shared/solana/siws';
import type { AppContext } from '../../context';
import { authNonces } from '../../db/schema';
import { randomToken } from '../../lib/crypto';

export const NONCE_TTL_MS = 5 * 60 * 1000;

const CHAIN_IDS: Record<string, string> = {
  mainnet: 'mainnet',
  devnet: 'devnet',
  testnet: 'testnet',
  local: 'localnet',
  custom: 'localnet',
};

/**
 * A single-use Sign-In With Solana challenge for `address`, valid for five minutes. `origin` is one of the
 * site's configured origins (lib/site.ts), never a request's Host.
 */
export async function createNonce(ctx: AppContext, address: Address, origin: URL) {
  const now = new Date();
  const input: SignInInput & { address: string } = {
    domain: origin.host,
    address,
    statement:
      'Sign in to SOLX Token Launch Suite. This request will not trigger a transaction or cost any fees.',
    uri: origin.origin,
    version: '1',
    chainId: CHAIN_IDS[ctx.chain.cluster.kind] ?? 'localnet',
    nonce: randomToken(16),
    issuedAt: now.toISOString(),
    expirationTime: new Date(now.getTime() + NONCE_TTL_MS).toISOString(),
  };
  const message = createSignInMessageText(input);
  await ctx.database.db.insert(authNonces).values({
    nonce: input.nonce,
    address,
    message,
    expiresAt: new Date(input.expirationTime),
  });
  return { input, message };
}
