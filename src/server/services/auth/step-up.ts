import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
  type Address,
} from '@solana/kit';
import { and, eq, isNull } from 'drizzle-orm';
import { stepUpMessages, type StepUpIntent, type StepUpProof } from '@shared/schemas/auth';
import type { AppContext } from '../../context';
import { stepUpChallenges } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';

export const STEP_UP_TTL_MS = 3 * 60 * 1000;
const refused = (code: string, message: string) => new AppError(403, code, message);

/**
 * A single-use challenge for one action on one target, valid for three minutes. The text says in its own
 * words what is confirmed (`statement`) and carries the action, target, site, wallet and times, so a
 * signature confirms that action and nothing else. It is no sign-in message: it does not start with
 * "wants you to sign in", and it is stored apart from the sign-in nonces.
 */
export async function createStepUp(
  ctx: AppContext,
  wallet: Address,
  origin: URL,
  intent: StepUpIntent & { statement: string },
) {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + STEP_UP_TTL_MS);
  const nonce = randomToken(16);
  const message = [
    `${origin.host} asks you to confirm an action with your Solana account:`,
    wallet,
    '',
    intent.statement,
    'This signature only confirms this action. It does not trigger a transaction or cost any fees.',
    '',
    `Action: ${intent.action}`,
    `Target: ${intent.target}`,
    `URI: ${origin.origin}`,
    `Nonce: ${nonce}`,
    `Issued At: ${now.toISOString()}`,
    `Expiration Time: ${expiresAt.toISOString()}`,
  ].join('\n');
  await ctx.database.db
    .insert(stepUpChallenges)
    .values({ nonce, address: wallet, action: intent.action, target: intent.target, message, expiresAt });
  return { nonce, message, statement: intent.statement, expiresAt: expiresAt.toISOString() };
}

/**
 * Spends the wallet's signature of a challenge issued for exactly this action and target, or refuses with
 * 403 (`step_up_required` without one, `step_up_failed` otherwise). The signature is checked before the
 * challenge is spent, so a wrong one leaves it usable.
 */
export async function consumeStepUp(
  ctx: AppContext,
  wallet: Address,
  intent: StepUpIntent,
  proof: StepUpProof | undefined,
): Promise<void> {
  if (!proof) throw refused('step_up_required', stepUpMessages.required);
  const failed = (message: string) => refused('step_up_failed', message);
  const { db } = ctx.database;
  const [row] = await db
    .select()
    .from(stepUpChallenges)
    .where(and(eq(stepUpChallenges.nonce, proof.nonce), eq(stepUpChallenges.address, wallet)));
  if (!row || row.usedAt) throw failed(stepUpMessages.unknown);
  if (row.action !== intent.action || row.target !== intent.target) throw failed(stepUpMessages.otherAction);
  const now = new Date();
  if (row.expiresAt < now) throw failed(stepUpMessages.expired);
  const sig = getBase58Encoder().encode(proof.signature);
  const key = await getPublicKeyFromAddress(wallet);
  const signed =
    sig.length === 64 &&
    (await verifySignature(key, signatureBytes(sig), new TextEncoder().encode(row.message)));
  if (!signed) throw failed(stepUpMessages.badSignature);
  const spent = await db
    .update(stepUpChallenges)
    .set({ usedAt: now })
    .where(and(eq(stepUpChallenges.nonce, proof.nonce), isNull(stepUpChallenges.usedAt)))
    .returning({ nonce: stepUpChallenges.nonce });
  if (spent.length === 0) throw failed(stepUpMessages.unknown);
}
