import type { Address, Instruction } from '@solana/kit';
import type { PlannedOperation } from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { operations, operationTransactions } from '../../db/schema';
import { buildTransaction, type BuiltTransaction, type Lifetime } from './build';

export interface PlanRequest {
  wallet: Address;
  kind: string;
  summary: Record<string, unknown>;
  /** One instruction list per transaction, in sending order. */
  transactions: Instruction[][];
}

/** Step 2 of the pipeline: compile, simulate, store as `planned`, hand back for the wallet to sign. */
export async function planOperation(ctx: AppContext, req: PlanRequest): Promise<PlannedOperation> {
  const { value: latest } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const lifetime: Lifetime = {
    blockhash: latest.blockhash,
    lastValidBlockHeight: latest.lastValidBlockHeight,
  };
  const built: BuiltTransaction[] = [];
  for (const instructions of req.transactions) {
    built.push(await buildTransaction(ctx.chain, req.wallet, lifetime, instructions));
  }
  const networkFee = built.reduce((sum, b) => sum + b.feeLamports, 0n);
  const summary = {
    ...req.summary,
    networkFeeLamports: networkFee.toString(),
    transactionCount: built.length,
  };
  const { db } = ctx.database;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operations)
      .values({ wallet: req.wallet, kind: req.kind, summary })
      .returning({ id: operations.id });
    if (!row) throw new Error('operation insert returned nothing');
    await tx.insert(operationTransactions).values(
      built.map((b, index) => ({
        operationId: row.id,
        index,
        plannedTx: b.wireBase64,
        lastValidBlockHeight: b.lastValidBlockHeight,
        feeLamports: b.feeLamports,
      })),
    );
    return row.id;
  });
  return { operationId: id, transactions: built.map((b) => b.wireBase64), summary };
}
