import type { Address, Signature } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BURN_METHODS } from '@shared/schemas/burn';
import { formatBaseUnits, lamportsToSol } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { burns } from '../../db/schema';
import { defineOperation } from '../../chain/pipeline/operation-definition';
import { readMint } from './chain';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const TOKEN_BURN = OPERATION_KIND.tokenBurn;

/** What a planned burn fixed; `accountLamports` is the rent a permanent burn gets back. */
const burnSummarySchema = z.object({
  mint: z.string(),
  symbol: z.string(),
  method: z.enum(BURN_METHODS),
  amount: z.string(),
  amountUnits: z.string(),
  supplyBefore: z.string(),
  tokenAccount: z.string(),
  accountLamports: z.string(),
});

async function networkFee(ctx: AppContext, signature: string): Promise<bigint | null> {
  const tx = await ctx.chain.rpc
    .getTransaction(signature as Signature, {
      commitment: 'confirmed',
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
    })
    .send();
  return tx?.meta ? tx.meta.fee : null;
}

export const burnOperation = defineOperation({
  kind: TOKEN_BURN,
  summary: burnSummarySchema,
  async onConfirmed(tx, op, ctx) {
    const [row] = await tx.select().from(burns).where(eq(burns.operationId, op.id));
    if (!row) return {};
    const signature = op.signatures[0] ?? null;
    const mint = await readMint(ctx, row.mint as Address);
    const fee = signature ? await networkFee(ctx, signature) : null;
    const rent = row.method === 'permanent' ? op.summary.accountLamports : null;
    await tx
      .update(burns)
      .set({
        status: 'confirmed',
        signature,
        supplyAfter: mint.supply.toString(),
        feeLamports: fee?.toString() ?? null,
        rentReturnedLamports: rent,
        confirmedAt: new Date(),
      })
      .where(eq(burns.id, row.id));
    return {
      burnId: row.id,
      txHash: signature,
      gasUsed: fee === null ? null : lamportsToSol(fee),
      supplyAfter: formatBaseUnits(mint.supply, mint.decimals),
    };
  },
  async onFailed(tx, op) {
    await tx.update(burns).set({ status: 'failed' }).where(eq(burns.operationId, op.id));
  },
});
