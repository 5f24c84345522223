import { randomUUID } from 'node:crypto';
import type { Address } from '@solana/kit';
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  keyVaultMessages,
  maskKey,
  NO_SECURITY_SCORE,
  SECURITY_GRADES,
  vaultServiceFor,
  type AddApiKey,
  type StoredApiKey,
  type VaultServiceId,
  type VaultStats,
} from '@shared/schemas/key-vault';
import type { AppContext } from '../../context';
import { apiKeys } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { kekIdOf, open, rewrap, seal, VaultOpenError, type Sealed } from './envelope';
import { vaultKeks } from './kek';

type Row = typeof apiKeys.$inferSelect;

const sealedOf = (row: Row): Sealed => ({
  version: row.version,
  kekId: row.kekId,
  iv: row.iv,
  ciphertext: row.ciphertext,
  wrappedKey: row.wrappedKey,
});

function openRow(ctx: AppContext, row: Row): string {
  return open(vaultKeks(ctx).current, row.wallet, row.id, sealedOf(row));
}

function toStored(ctx: AppContext, row: Row): StoredApiKey {
  let masked: string;
  try {
    // The mask is computed from the decrypted key on each read: not even the last 4 characters are stored.
    masked = maskKey(openRow(ctx, row));
  } catch {
    masked = maskKey('');
  }
  return {
    id: row.id,
    keyName: row.keyName,
    service: row.service as VaultServiceId,
    category: vaultServiceFor(row.service)?.category ?? 'other',
    maskedKey: masked,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastUsed: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: AppContext, wallet: Address): Promise<StoredApiKey[]> {
  const rows = await ctx.database.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.wallet, wallet))
    .orderBy(desc(apiKeys.createdAt))
    .limit(200);
  return rows.map((row) => toStored(ctx, row));
}

/** Counts, and a grade from facts about the wallet's keys and the vault (each fact shown with it). */
export async function vaultStats(
  ctx: AppContext,
  wallet: Address,
  keys: StoredApiKey[],
): Promise<VaultStats> {
  const counts = {
    totalKeys: keys.length,
    activeKeys: keys.filter((k) => k.isActive).length,
    services: new Set(keys.map((k) => k.service)).size,
  };
  if (keys.length === 0) return { ...counts, securityScore: NO_SECURITY_SCORE, securityBasis: [] };
  const sealedUnder = await ctx.database.db
    .select({ kekId: apiKeys.kekId })
    .from(apiKeys)
    .where(eq(apiKeys.wallet, wallet));
  const { currentId } = vaultKeks(ctx);
  const graded = [
    {
      label: 'Every key is sealed under the current vault key (none waits for rotation)',
      met: sealedUnder.every((r) => r.kekId === currentId),
    },
    {
      label: 'The vault key is supplied by the operator (VAULT_KEK), not kept in the data directory',
      met: Boolean(ctx.env.VAULT_KEK),
    },
    { label: 'No inactive key is kept', met: keys.every((k) => k.isActive) },
  ];
  const met = graded.filter((g) => g.met).length;
  return {
    ...counts,
    securityScore: SECURITY_GRADES[met] ?? NO_SECURITY_SCORE,
    securityBasis: [
      { label: 'Each key encrypted with AES-256-GCM under its own data key', met: true },
      ...graded,
    ],
  };
}

export async function addApiKey(ctx: AppContext, wallet: Address, req: AddApiKey): Promise<StoredApiKey> {
  const id = randomUUID();
  const sealed = seal(vaultKeks(ctx).current, wallet, id, req.apiKey);
  const [row] = await ctx.database.db
    .insert(apiKeys)
    .values({ id, wallet, keyName: req.keyName, service: req.service, ...sealed })
    .returning();
  if (!row) throw new Error('api key insert returned nothing');
  return toStored(ctx, row);
}

/** Another wallet's id answers exactly like a missing one. */
async function ownRow(ctx: AppContext, wallet: Address, id: string): Promise<Row> {
  const [row] = await ctx.database.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.wallet, wallet)));
  if (!row) throw notFound(keyVaultMessages.notFound);
  return row;
}

/** One of the wallet's keys, masked (404 for another wallet's id, as everywhere). */
export async function ownApiKey(ctx: AppContext, wallet: Address, id: string): Promise<StoredApiKey> {
  return toStored(ctx, await ownRow(ctx, wallet, id));
}

export async function deleteApiKey(ctx: AppContext, wallet: Address, id: string): Promise<void> {
  const deleted = await ctx.database.db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.wallet, wallet)))
    .returning({ id: apiKeys.id });
  if (deleted.length === 0) throw notFound(keyVaultMessages.notFound);
}

/** The owner's explicit reveal: the full key, decrypted now. */
export async function revealApiKey(ctx: AppContext, wallet: Address, id: string): Promise<string> {
  const row = await ownRow(ctx, wallet, id);
  try {
    return openRow(ctx, row);
  } catch (error) {
    if (error instanceof VaultOpenError)
      throw new AppError(422, 'vault_unreadable', keyVaultMessages.unreadable);
    throw error;
  }
}

/**
 * For the server's own integrations (the AI tools with 'openai'): the wallet's newest active key of a
 * service, or null; marks it used. A key that no longer opens is skipped, never returned in part.
 */
export async function walletServiceKey(
  ctx: AppContext,
  wallet: string,
  service: VaultServiceId,
): Promise<string | null> {
  const rows = await ctx.database.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.wallet, wallet), eq(apiKeys.service, service), eq(apiKeys.isActive, true)))
    .orderBy(desc(apiKeys.createdAt));
  for (const row of rows) {
    try {
      const key = openRow(ctx, row);
      await ctx.database.db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.id));
      return key;
    } catch (error) {
      if (!(error instanceof VaultOpenError)) throw error;
    }
  }
  return null;
}

/** Whether the wallet has an active key of a service (no decryption, last-used unchanged). */
export async function hasActiveServiceKey(
  ctx: AppContext,
  wallet: string,
  service: VaultServiceId,
): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.wallet, wallet), eq(apiKeys.service, service), eq(apiKeys.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/** After a KEK change: re-wraps every data key the previous KEK wrapped (the keys themselves never change). */
export async function rotateVaultKek(ctx: AppContext): Promise<number> {
  const { current, currentId, previous } = vaultKeks(ctx);
  if (!previous) return 0;
  const { db } = ctx.database;
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.kekId, kekIdOf(previous)), ne(apiKeys.kekId, currentId)));
  for (const row of rows) {
    const next = rewrap(previous, current, row.wallet, row.id, sealedOf(row));
    await db
      .update(apiKeys)
      .set({ kekId: next.kekId, wrappedKey: next.wrappedKey })
      .where(and(eq(apiKeys.id, row.id), eq(apiKeys.kekId, row.kekId)));
  }
  if (rows.length > 0) ctx.logger.info({ keys: rows.length }, 'API vault keys re-wrapped with the new KEK');
  return rows.length;
}
