import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { authNonces, sessions, stepUpChallenges } from '../../db/schema';

/** Deletes sign-in nonces, step-up challenges and sessions past their expiry (all refused once expired anyway). */
export async function purgeExpiredSignIns(ctx: AppContext, now = new Date()) {
  const { db } = ctx.database;
  const nonces = await db
    .delete(authNonces)
    .where(lt(authNonces.expiresAt, now))
    .returning({ nonce: authNonces.nonce });
  const challenges = await db
    .delete(stepUpChallenges)
    .where(lt(stepUpChallenges.expiresAt, now))
    .returning({ nonce: stepUpChallenges.nonce });
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  return { nonces: nonces.length, stepUps: challenges.length, sessions: ended.length };
}

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Purges hourly on every instance (the deletes are idempotent, so instances sharing a database need no
 * coordination). Returns a stop that waits for a purge in progress.
 */
export function startSignInPurge(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = purgeExpiredSignIns(ctx)
      .then((purged) => ctx.logger.debug(purged, 'expired sign-in nonces and sessions purged'))
      .catch((err: unknown) => ctx.logger.warn({ err }, 'sign-in purge failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
