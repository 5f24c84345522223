import {
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Address,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import type { PlannedOperation } from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { operations, operationTransactions } from '../../db/schema';
import { registerOperationHandler } from '../../chain/pipeline/handlers';
import { badRequest } from '../../lib/errors';

export const JUPITER_SWAP = 'jupiter_swap';

const LAMPORTS_PER_SIGNATURE = 5000n;

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
  const encoded = getBase64Decoder().decode(tx.messageBytes) as TransactionMessageBytesBase64;
  const { value: fee } = await ctx.chain.rpc.getFeeForMessage(encoded, { commitment: 'confirmed' }).send();
  // Null when this node no longer (or never) knew the blockhash: then the base fee per signature.
  const networkFee = fee ?? LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts);
  const summary = { ...p.summary, networkFeeLamports: networkFee.toString(), transactionCount: 1 };
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

registerOperationHandler(JUPITER_SWAP, {
  async onConfirmed(_tx, op) {
    return {
      signature: op.signatures[0] ?? '',
      inAmount: String(op.summary.inAmount),
      outAmount: String(op.summary.outAmount),
    };
  },
});
