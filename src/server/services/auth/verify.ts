import { getPublicKeyFromAddress, signatureBytes, verifySignature, type Address } from '@solana/kit';
import { and, eq, isNull } from 'drizzle-orm';
import { parseSignInMessage } from '@shared/solana/siws';
import type { AppContext } from '../../context';
import { authNonces } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { randomToken } from '../../lib/crypto';
import { startSession } from './session';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const refused = (why: string) => new AppError(401, 'sign_in_failed', `Sign-in failed: ${why}`);
const UNKNOWN = 'the sign-in request is unknown or was already used';

/**
 * Checks a signed SIWS message and opens a session. The message must be, byte for byte, the one issued
 * for this address with its nonce (so its domain, URI, times and chain are the server's, not the
 * signer's); then the ed25519 signature, then the nonce is spent once.
 */
export async function verifySignIn(
  ctx: AppContext,
  req: { address: Address; signedMessage: string; signature: string },
) {
  const messageBytes = Buffer.from(req.signedMessage, 'base64');
  const parsed = parseSignInMessage(messageBytes.toString('utf8'));
  if (!parsed) throw refused('the signed message is not a Sign-In With Solana message');
  if (parsed.address !== req.address) throw refused('the message names another address');
  const { db } = ctx.database;
  const [issued] = await db
    .select({ message: authNonces.message })
    .from(authNonces)
    .where(and(eq(authNonces.nonce, parsed.nonce), eq(authNonces.address, req.address)));
  if (!issued) throw refused(UNKNOWN);
  if (!Buffer.from(issued.message, 'utf8').equals(messageBytes)) {
    throw refused('the signed message is not the one this site issued');
  }
  const sig = Buffer.from(req.signature, 'base64');
  if (sig.length !== 64) throw refused('the signature is malformed');
  const key = await getPublicKeyFromAddress(req.address);
  if (!(await verifySignature(key, signatureBytes(new Uint8Array(sig)), new Uint8Array(messageBytes)))) {
    throw refused('the signature does not match the wallet');
  }
  const now = new Date();
  const used = await db
    .update(authNonces)
    .set({ usedAt: now })
    .where(
      and(eq(authNonces.nonce, parsed.nonce), eq(authNonces.address, req.address), isNull(authNonces.usedAt)),
    )
    .returning({ expiresAt: authNonces.expiresAt });
  const nonce = used[0];
  if (!nonce) throw refused(UNKNOWN);
  if (nonce.expiresAt < now) throw refused('the sign-in request expired; please try again');
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await startSession(ctx, token, { address: req.address, expiresAt });
  return { token, address: req.address, expiresAt };
}
