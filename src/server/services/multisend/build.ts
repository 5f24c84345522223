import type { Address, Instruction } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token-2022';
import { multisendMessages, type BatchPreview, type BatchRequest } from '@shared/schemas/multisend';
import { packTransactions, type PackedTransaction } from '@shared/math/batch-pack';
import {
  computeUnitLimitFor,
  computeUnitPrice,
  estimatedBatchSeconds,
  priorityFeeLamports,
} from '@shared/math/batch-fees';
import { formatBaseUnits } from '@shared/solana/amounts';
import { tokenAccountSize } from '@shared/solana/token-account';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import {
  computeBudgetInstructions,
  messageFeeAndSize,
  paymentInstructions,
  simulateUnits,
} from './instructions';
import { resolveBatch, type ResolvedBatch } from './resolve';

export interface BuiltBatch {
  resolved: ResolvedBatch;
  packed: PackedTransaction[];
  transactions: Instruction[][];
  preview: Omit<BatchPreview, 'invalid'>;
}

async function senderBalances(ctx: AppContext, wallet: Address, resolved: ResolvedBatch) {
  const { value: lamports } = await ctx.chain.rpc.getBalance(wallet, { commitment: 'confirmed' }).send();
  if (!resolved.token || !resolved.tokenProgram) return { lamports, tokens: lamports, source: null };
  const [source] = await findAssociatedTokenPda({
    owner: wallet,
    mint: resolved.token.address as Address,
    tokenProgram: resolved.tokenProgram,
  });
  const { value } = await ctx.chain.rpc.getMultipleAccounts([source], { encoding: 'base64' }).send();
  if (!value[0]) return { lamports, tokens: 0n, source };
  const { value: balance } = await ctx.chain.rpc
    .getTokenAccountBalance(source, { commitment: 'confirmed' })
    .send();
  return { lamports, tokens: BigInt(balance.amount), source };
}

/** The whole plan of a batch: exact amounts, packed transactions with their compute budget, and every cost figure. */
export async function buildBatch(ctx: AppContext, wallet: Address, req: BatchRequest): Promise<BuiltBatch> {
  const resolved = await resolveBatch(ctx, req);
  const balances = await senderBalances(ctx, wallet, resolved);
  const ui = (v: bigint) => formatBaseUnits(v, resolved.decimals);
  if (resolved.totalBaseUnits > balances.tokens) {
    throw new AppError(
      400,
      'insufficient_balance',
      multisendMessages.insufficient(ui(resolved.totalBaseUnits), ui(balances.tokens), resolved.symbol),
    );
  }
  const packed = packTransactions({ asset: resolved.asset, computeBudget: true }, resolved.recipients);
  const source = { wallet, sourceAccount: balances.source };
  const payments = packed.map((p) => paymentInstructions(resolved, source, p, resolved.recipients));
  const price = computeUnitPrice(req.priority, req.gasMultiplier);
  const { value: blockhash } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  // Our own compute budget on every cluster: the pipeline keeps a feature's budget instructions as they are.
  const built = await Promise.all(
    payments.map(async (ixs, i) => {
      const sim = await simulateUnits(ctx, wallet, blockhash, ixs);
      if (sim.error) throw badRequest(`Transaction ${i + 1} of the batch would fail: ${sim.error}`);
      const limit = computeUnitLimitFor(sim.units);
      const full = [...computeBudgetInstructions(limit, price), ...ixs];
      return {
        ixs: full,
        priority: priorityFeeLamports(price, limit),
        ...(await messageFeeAndSize(ctx, wallet, blockhash, full)),
      };
    }),
  );
  const oversize = built.findIndex((b) => b.bytes > 1232);
  if (oversize >= 0) throw new Error(`packed transaction ${oversize} is ${built[oversize]?.bytes} bytes`);
  const totalFee = built.reduce((s, b) => s + b.fee, 0n);
  const priorityFee = built.reduce((s, b) => s + b.priority, 0n);
  const newAccounts =
    resolved.asset === 'token' ? resolved.recipients.filter((r) => r.needsAccount).length : 0;
  const size = BigInt(tokenAccountSize(resolved.tokenProgram ?? ''));
  const rentEach = newAccounts > 0 ? await ctx.chain.rpc.getMinimumBalanceForRentExemption(size).send() : 0n;
  const rent = rentEach * BigInt(newAccounts);
  const totalCost = totalFee + rent;
  const solNeeded = totalCost + (resolved.asset === 'sol' ? resolved.totalBaseUnits : 0n);
  if (solNeeded > balances.lamports) {
    const sol = (v: bigint) => formatBaseUnits(v, 9);
    throw new AppError(
      400,
      'insufficient_balance',
      multisendMessages.insufficient(sol(solNeeded), sol(balances.lamports), 'SOL'),
    );
  }
  const preview: BuiltBatch['preview'] = {
    recipients: resolved.recipients.map((r) => ({
      address: r.address,
      amount: r.amount.toString(),
      uiAmount: ui(r.amount),
      needsAccount: r.needsAccount,
    })),
    merged: resolved.merged,
    token: resolved.token,
    totalAmount: resolved.totalBaseUnits.toString(),
    uiTotalAmount: ui(resolved.totalBaseUnits),
    remainderRule: resolved.remainderRule,
    transactionCount: packed.length,
    newAccounts,
    networkFeeLamports: (totalFee - priorityFee).toString(),
    rentLamports: rent.toString(),
    priorityFeeLamports: priorityFee.toString(),
    totalCostLamports: totalCost.toString(),
    estimatedSeconds: estimatedBatchSeconds(packed.length, {
      size: ctx.env.SEND_CHUNK_SIZE,
      intervalMs: ctx.env.SEND_CHUNK_INTERVAL_MS,
    }),
    senderBalance: balances.tokens.toString(),
    uiSenderBalance: ui(balances.tokens),
  };
  return { resolved, packed, transactions: built.map((b) => b.ixs), preview };
}
