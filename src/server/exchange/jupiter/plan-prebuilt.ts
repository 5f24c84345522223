import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Address,
} from '@solana/kit';
import type { PlannedOperation } from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { operations, operationTransactions } from '../../db/schema';
import { registerOperationHandler } from '../../chain/pipeline/handlers';
import { badRequest } from '../../lib/errors';

interface Prebuilt {
  wallet: Address;
  kind: string;
  wire: string;
  lastValidBlockHeight: bigint;
  summary: Record<string, unknown>;
}

/**
 * Stores a transaction built elsewhere (Jupiter's swap API) as a planned operation, after checking that
 * the wallet is its fee payer; submit then checks the signed message is byte-for-byte this one.
 */
export async function planPrebuilt(ctx: AppContext, p: Prebuilt): Promise<PlannedOperation> {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(p.wire));
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  if (message.staticAccounts[0] !== p.wallet) throw badRequest('The swap transaction is not for this wallet');
  const summary = { ...p.summary, networkFeeLamports: '5000', transactionCount: 1 };
  const id = await ctx.database.db.transaction(async (db) => {
    const [row] = await db
      .insert(operations)
      .values({ wallet: p.wallet, kind: p.kind, summary })
      .returning({ id: operations.id });
    if (!row) throw new Error('operation insert returned nothing');
    await db.insert(operationTransactions).values({
      operationId: row.id,
      index: 0,
      plannedTx: p.wire,
      lastValidBlockHeight: p.lastValidBlockHeight,
    });
    return row.id;
  });
  return { operationId: id, transactions: [p.wire], summary };
}

registerOperationHandler('jupiter_swap', {
  async onConfirmed(_tx, op) {
    return {
      signature: op.signatures[0] ?? '',
      inAmount: String(op.summary.inAmount),
      outAmount: String(op.summary.outAmount),
    };
  },
});
