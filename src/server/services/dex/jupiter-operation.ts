import { z } from 'zod';
import { swapSummarySchema } from '@shared/schemas/dex';
import { defineOperation } from '../../chain/pipeline/operation-definition';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const JUPITER_SWAP = OPERATION_KIND.jupiterSwap;

/**
 * A swap Jupiter built (mainnet): planned through the one planner with its prebuilt transaction, so it is
 * stored like every other operation; nothing to co-sign or lock, the result repeats the quoted amounts.
 */
export const jupiterSwapOperation = defineOperation({
  kind: JUPITER_SWAP,
  summary: swapSummarySchema.extend({ inputMint: z.string(), outputMint: z.string() }),
  async onConfirmed(_tx, op) {
    return {
      signature: op.signatures[0] ?? '',
      inAmount: op.summary.inAmount,
      outAmount: op.summary.outAmount,
    };
  },
});
