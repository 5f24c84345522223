import type { Address, Instruction } from '@solana/kit';
import type { z } from 'zod';
import type { PlannedOperation } from '@shared/schemas/operations';
import type { AppContext } from '../../context';
import { operations, operationTransactions } from '../../db/schema';
import { walletPriority } from '../wallet-priority';
import { buildTransaction, type BuiltTransaction, type Lifetime } from './build';
import { checkPlannedSummary, type OperationDefinition } from './operation-definition';
import { acceptPrebuilt, type PrebuiltTransaction } from './prebuilt';

export interface PlanRequest<S> {
  wallet: Address;
  summary: S;
  /** In sending order: an instruction list to compile, or a transaction built elsewhere (Jupiter). */
  transactions: Array<Instruction[] | PrebuiltTransaction>;
}

type Stored = Omit<BuiltTransaction, 'computeUnits'>;

/**
 * Step 2 of the pipeline: check the summary against its kind's schema, compile and simulate (or take a
 * prebuilt transaction as is), store as `planned`, hand back for the wallet to sign.
 */
export async function planOperation<T extends z.ZodType>(
  ctx: AppContext,
  definition: OperationDefinition<T>,
  req: PlanRequest<NoInfer<z.output<T>>>,
): Promise<PlannedOperation> {
  const own = checkPlannedSummary(definition, req.summary);
  let lifetime: Lifetime | null = null;
  const priority = await walletPriority(ctx.database.db, req.wallet);
  const built: Stored[] = [];
  for (const t of req.transactions) {
    if (!Array.isArray(t)) {
      built.push(await acceptPrebuilt(ctx.chain, req.wallet, t));
      continue;
    }
    lifetime ??= await latestLifetime(ctx);
    built.push(await buildTransaction(ctx.chain, req.wallet, lifetime, t, priority));
  }
  const networkFee = built.reduce((sum, b) => sum + b.feeLamports, 0n);
  const summary = { ...own, networkFeeLamports: networkFee.toString(), transactionCount: built.length };
  const { db } = ctx.database;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operations)
      .values({ wallet: req.wallet, kind: definition.kind, summary })
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

async function latestLifetime(ctx: AppContext): Promise<Lifetime> {
  const { value } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  return { blockhash: value.blockhash, lastValidBlockHeight: value.lastValidBlockHeight };
}
