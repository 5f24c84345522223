import type { Address, Base64EncodedWireTransaction } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { SOLX_DECIMALS, SOLX_FAUCET_AMOUNT, solxMessages, type FaucetGrant } from '@shared/schemas/solx';
import type { AppContext } from '../../context';
import { landingOf } from '../../chain/landing';
import { signSettlement, type SignedSettlement } from '../../chain/pipeline/settlement';
import { solxAllocations, solxFaucetGrants } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { ata, createAta, transferChecked } from '../../exchange/instructions';
import { requireSolx } from './chain';

/** How long a request waits for its transfer to land before answering that it is still confirming. */
const CONFIRM_WAIT_MS = 15_000;

type GrantRow = typeof solxFaucetGrants.$inferSelect;

/**
 * Local chain only: sends a new wallet SOLX_FAUCET_AMOUNT from the public-launch vault, once per wallet.
 * The grant row is taken with the signed transfer before it is sent, and only the chain settles it: a
 * transfer that may still land keeps the wallet refused, one that landed makes it granted, and only one
 * that can never land (failed, or unknown past its blockhash) is replaced by the wallet's next request.
 */
export async function grantFaucetSolx(ctx: AppContext, wallet: Address): Promise<FaucetGrant> {
  if (!ctx.chain.embedded) throw new AppError(400, 'faucet_unavailable', solxMessages.faucetOnlyLocal);
  const token = await requireSolx(ctx);
  const [vault] = await ctx.database.db
    .select()
    .from(solxAllocations)
    .where(eq(solxAllocations.id, 'public'));
  if (!vault) throw new AppError(503, 'solx_not_bootstrapped', solxMessages.notBootstrapped);
  const amount = BigInt(SOLX_FAUCET_AMOUNT) * 10n ** BigInt(SOLX_DECIMALS);
  const mint = { mint: token.mint, decimals: SOLX_DECIMALS, tokenProgram: token.tokenProgram };
  const destination = await ata(wallet, mint);
  const transfer = await signSettlement(ctx, [
    createAta(ctx.platform, wallet, destination, mint),
    transferChecked(vault.vault, destination, ctx.platform, mint, amount),
  ]);
  await claimGrant(ctx, wallet, amount, transfer);
  try {
    await ctx.chain.rpc
      .sendTransaction(transfer.wire as Base64EncodedWireTransaction, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send();
  } catch (err) {
    // It may have reached the chain all the same: the row stays, and the chain decides below.
    ctx.logger.warn({ err, wallet }, 'faucet transfer send failed');
  }
  return awaitLanding(ctx, wallet, transfer);
}

/** Takes the wallet's grant row for `transfer`, or throws why the wallet cannot have one now. */
async function claimGrant(ctx: AppContext, wallet: Address, amount: bigint, transfer: SignedSettlement) {
  const { db } = ctx.database;
  const fields = {
    amount: amount.toString(),
    signature: transfer.signature,
    lastValidBlockHeight: transfer.lastValidBlockHeight,
    status: 'sending',
  };
  const taken = await db
    .insert(solxFaucetGrants)
    .values({ wallet, ...fields })
    .onConflictDoNothing()
    .returning({ wallet: solxFaucetGrants.wallet });
  if (taken.length > 0) return;
  const [row] = await db.select().from(solxFaucetGrants).where(eq(solxFaucetGrants.wallet, wallet));
  if (!row || row.status === 'granted') throw conflict('faucet_used', solxMessages.faucetAlreadyUsed);
  const landing = row.signature ? await landingOf(ctx, row.signature, row.lastValidBlockHeight) : 'pending';
  if (landing === 'confirmed') {
    await markGranted(ctx, row);
    throw conflict('faucet_used', solxMessages.faucetAlreadyUsed);
  }
  if (landing === 'pending') throw conflict('faucet_pending', solxMessages.faucetPending);
  // The earlier transfer can never land: this one replaces it, unless another request already did.
  const replaced = await db
    .update(solxFaucetGrants)
    .set({ ...fields, createdAt: new Date() })
    .where(and(eq(solxFaucetGrants.wallet, wallet), eq(solxFaucetGrants.signature, row.signature ?? '')))
    .returning({ wallet: solxFaucetGrants.wallet });
  if (replaced.length === 0) throw conflict('faucet_pending', solxMessages.faucetPending);
}

async function markGranted(ctx: AppContext, row: Pick<GrantRow, 'wallet' | 'signature'>) {
  await ctx.database.db
    .update(solxFaucetGrants)
    .set({ status: 'granted' })
    .where(and(eq(solxFaucetGrants.wallet, row.wallet), eq(solxFaucetGrants.signature, row.signature ?? '')));
}

async function awaitLanding(
  ctx: AppContext,
  wallet: Address,
  transfer: SignedSettlement,
): Promise<FaucetGrant> {
  const deadline = Date.now() + CONFIRM_WAIT_MS;
  for (;;) {
    const landing = await landingOf(ctx, transfer.signature, transfer.lastValidBlockHeight);
    if (landing === 'confirmed') {
      await markGranted(ctx, { wallet, signature: transfer.signature });
      return { amount: String(SOLX_FAUCET_AMOUNT), signature: transfer.signature };
    }
    if (landing === 'failed' || landing === 'expired')
      throw conflict('faucet_not_landed', solxMessages.faucetNotLanded);
    if (Date.now() >= deadline) throw conflict('faucet_pending', solxMessages.faucetPending);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
