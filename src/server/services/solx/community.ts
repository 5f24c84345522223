import type { Address } from '@solana/kit';
import { count, eq } from 'drizzle-orm';
import {
  SOLX_DECIMALS,
  SOLX_FAUCET_AMOUNT,
  solxMessages,
  type FaucetGrant,
  type WhitelistStatus,
} from '@shared/schemas/solx';
import type { AppContext } from '../../context';
import { solxAllocations, solxFaucetGrants, solxWhitelist } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { ata, createAta, transferChecked } from '../../exchange/instructions';
import { sendAsPlatform } from '../../exchange/platform-send';
import { requireSolx } from './chain';

export async function whitelistStatus(ctx: AppContext, wallet: Address): Promise<WhitelistStatus> {
  const { db } = ctx.database;
  const [row] = await db.select().from(solxWhitelist).where(eq(solxWhitelist.wallet, wallet));
  const [total] = await db.select({ n: count() }).from(solxWhitelist);
  return { joined: Boolean(row), joinedAt: row?.joinedAt.toISOString() ?? null, members: total?.n ?? 0 };
}

/** Records the signed-in wallet on the whitelist; joining twice keeps the first date. */
export async function joinWhitelist(ctx: AppContext, wallet: Address): Promise<WhitelistStatus> {
  await ctx.database.db.insert(solxWhitelist).values({ wallet }).onConflictDoNothing();
  return whitelistStatus(ctx, wallet);
}

/**
 * Local chain only: sends a new wallet SOLX_FAUCET_AMOUNT from the public-launch vault, once per wallet.
 * The grant row is taken first, so concurrent requests pay once; it is dropped if the send fails.
 */
export async function grantFaucetSolx(ctx: AppContext, wallet: Address): Promise<FaucetGrant> {
  if (!ctx.chain.embedded) throw new AppError(400, 'faucet_unavailable', solxMessages.faucetOnlyLocal);
  const token = await requireSolx(ctx);
  const { db } = ctx.database;
  const [vault] = await db.select().from(solxAllocations).where(eq(solxAllocations.id, 'public'));
  if (!vault) throw new AppError(503, 'solx_not_bootstrapped', solxMessages.notBootstrapped);
  const amount = BigInt(SOLX_FAUCET_AMOUNT) * 10n ** BigInt(SOLX_DECIMALS);
  const taken = await db
    .insert(solxFaucetGrants)
    .values({ wallet, amount: amount.toString() })
    .onConflictDoNothing()
    .returning({ wallet: solxFaucetGrants.wallet });
  if (taken.length === 0) throw conflict('faucet_used', solxMessages.faucetAlreadyUsed);
  const mint = { mint: token.mint, decimals: SOLX_DECIMALS, tokenProgram: token.tokenProgram };
  try {
    const destination = await ata(wallet, mint);
    const signature = await sendAsPlatform(ctx, [
      createAta(ctx.platform, wallet, destination, mint),
      transferChecked(vault.vault, destination, ctx.platform, mint, amount),
    ]);
    await db.update(solxFaucetGrants).set({ signature }).where(eq(solxFaucetGrants.wallet, wallet));
    return { amount: String(SOLX_FAUCET_AMOUNT), signature };
  } catch (error) {
    await db.delete(solxFaucetGrants).where(eq(solxFaucetGrants.wallet, wallet));
    throw error;
  }
}
