import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Base64EncodedWireTransaction,
  type Blockhash,
  type Instruction,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import type { PackedTransaction } from '@shared/math/batch-pack';
import type { AppContext } from '../../context';
import type { BatchAssetInfo, ResolvedRecipient } from './resolve';

export interface TxSource {
  wallet: Address;
  /** The sender's token account for the mint (token batches). */
  sourceAccount: Address | null;
}

/** The payment instructions of one packed transaction (creations first, then transfers). */
export function paymentInstructions(
  asset: BatchAssetInfo,
  source: TxSource,
  packed: PackedTransaction,
  recipients: readonly ResolvedRecipient[],
): Instruction[] {
  const payer = createNoopSigner(source.wallet);
  const out: Instruction[] = [];
  for (const [k, index] of packed.recipients.entries()) {
    const r = recipients[index];
    if (!r) continue;
    if (asset.asset === 'sol' || !asset.token || !asset.tokenProgram || !source.sourceAccount) {
      out.push(getTransferSolInstruction({ source: payer, destination: r.address, amount: r.amount }));
      continue;
    }
    const mint = asset.token.address as Address;
    if (k < packed.newAccounts) {
      out.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer,
          ata: r.destination,
          owner: r.address,
          mint,
          tokenProgram: asset.tokenProgram,
        }),
      );
    }
    out.push(
      getTransferCheckedInstruction(
        {
          source: source.sourceAccount,
          mint,
          destination: r.destination,
          authority: payer,
          amount: r.amount,
          decimals: asset.decimals,
        },
        { programAddress: asset.tokenProgram },
      ),
    );
  }
  return out;
}

export function computeBudgetInstructions(units: number, microLamports: bigint): Instruction[] {
  return [getSetComputeUnitLimitInstruction({ units }), getSetComputeUnitPriceInstruction({ microLamports })];
}

function compile(
  wallet: Address,
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  ixs: Instruction[],
) {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(createNoopSigner(wallet), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(ixs, m),
    ),
  );
}

/** Compute units one transaction consumes (simulated unsigned, at the maximum limit). */
export async function simulateUnits(
  ctx: AppContext,
  wallet: Address,
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  ixs: Instruction[],
): Promise<{ units: number; error: string | null }> {
  const wire = getBase64EncodedWireTransaction(
    compile(wallet, blockhash, [getSetComputeUnitLimitInstruction({ units: 1_400_000 }), ...ixs]),
  ) as Base64EncodedWireTransaction;
  const { value } = await ctx.chain.rpc
    .simulateTransaction(wire, {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      commitment: 'confirmed',
    })
    .send();
  const error = value.err
    ? JSON.stringify(value.err, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))
    : null;
  return { units: Number(value.unitsConsumed ?? 0n), error };
}

/** The cluster's fee for this exact message (base fee + priority fee), and its wire size. */
export async function messageFeeAndSize(
  ctx: AppContext,
  wallet: Address,
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  ixs: Instruction[],
): Promise<{ fee: bigint; bytes: number }> {
  const compiled = compile(wallet, blockhash, ixs);
  const encoded = getBase64Decoder().decode(compiled.messageBytes) as TransactionMessageBytesBase64;
  const { value } = await ctx.chain.rpc.getFeeForMessage(encoded, { commitment: 'confirmed' }).send();
  return { fee: value ?? 0n, bytes: compiled.messageBytes.length + 65 };
}
