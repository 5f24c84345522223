import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import {
  findAssociatedTokenPda,
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import {
  burnMessages,
  burnUnitsFor,
  INCINERATOR_ADDRESS,
  NO_REASON,
  type BurnPlan,
  type BurnRequest,
} from '@shared/schemas/burn';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { burns } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { planOperation } from '../../chain/pipeline/plan';
import { readHolder, readMint, type HolderState, type MintState } from './chain';
import { burnOperation } from './operation';

const percentOf = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Number((part * 1_000_000n) / whole) / 10_000;

/** The instructions for one method. SPL Token and Token-2022 share these layouts; the program comes from the mint. */
async function burnInstructions(
  wallet: Address,
  mint: MintState,
  holder: HolderState,
  units: bigint,
  method: BurnRequest['method'],
): Promise<Instruction[]> {
  const authority = createNoopSigner(wallet);
  const program = { programAddress: mint.tokenProgram };
  const burn = getBurnCheckedInstruction(
    { account: holder.tokenAccount, mint: mint.address, authority, amount: units, decimals: mint.decimals },
    program,
  );
  if (method === 'burn-instruction') return [burn];
  if (method === 'permanent') {
    const close = getCloseAccountInstruction(
      { account: holder.tokenAccount, destination: wallet, owner: authority },
      program,
    );
    return [burn, close];
  }
  const incinerator = INCINERATOR_ADDRESS as Address;
  const [destination] = await findAssociatedTokenPda({
    owner: incinerator,
    mint: mint.address,
    tokenProgram: mint.tokenProgram,
  });
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: authority,
      ata: destination,
      owner: incinerator,
      mint: mint.address,
      tokenProgram: mint.tokenProgram,
    }),
    getTransferCheckedInstruction(
      {
        source: holder.tokenAccount,
        mint: mint.address,
        destination,
        authority,
        amount: units,
        decimals: mint.decimals,
      },
      program,
    ),
  ];
}

/** Plans a burn from the wallet's associated token account; the amount is checked against the chain. */
export async function planBurn(ctx: AppContext, wallet: Address, req: BurnRequest): Promise<BurnPlan> {
  const mint = await readMint(ctx, req.tokenAddress as Address);
  const holder = await readHolder(ctx, wallet, mint);
  if (holder.balance === 0n) throw badRequest(burnMessages.noBalance);
  const requested = parseUiAmount(req.amount, mint.decimals);
  if (requested === null) throw badRequest(burnMessages.tooPrecise);
  const units = burnUnitsFor(req.burnType, holder.balance, requested, req.percentage ?? 0);
  if (units <= 0n) throw badRequest(burnMessages.amountInvalid);
  if (units > holder.balance) throw badRequest(burnMessages.insufficient);
  if (req.method === 'permanent' && units !== holder.balance)
    throw badRequest(burnMessages.permanentNeedsAll);
  const reason = req.reason.trim() || NO_REASON;
  const instructions = await burnInstructions(wallet, mint, holder, units, req.method);
  if (req.reason.trim())
    instructions.push(
      getAddMemoInstruction(
        { memo: `Burn reason: ${reason}` },
        // The SPL Memo program every cluster has (the package defaults to a newer one).
        { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 },
      ),
    );
  const uiAmount = formatBaseUnits(units, mint.decimals);
  const planned = await planOperation(ctx, burnOperation, {
    wallet,
    summary: {
      mint: mint.address,
      symbol: mint.symbol,
      method: req.method,
      amount: uiAmount,
      amountUnits: units.toString(),
      supplyBefore: formatBaseUnits(mint.supply, mint.decimals),
      tokenAccount: holder.tokenAccount,
      accountLamports: holder.lamports.toString(),
    },
    transactions: [instructions],
  });
  const [row] = await ctx.database.db
    .insert(burns)
    .values({
      wallet,
      mint: mint.address,
      symbol: mint.symbol,
      name: mint.name,
      decimals: mint.decimals,
      tokenProgram: mint.tokenProgram,
      method: req.method,
      burnType: req.burnType,
      amount: units.toString(),
      balanceBefore: holder.balance.toString(),
      supplyBefore: mint.supply.toString(),
      balancePercentage: percentOf(units, holder.balance),
      supplyPercentage: percentOf(units, mint.supply),
      reason,
      operationId: planned.operationId,
    })
    .returning({ id: burns.id });
  if (!row) throw new Error('burn insert returned nothing');
  return { ...planned, burnId: row.id };
}
