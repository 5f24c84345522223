import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Base64EncodedWireTransaction,
} from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import type { BridgeToken, EvmBridgeChain } from '@shared/schemas/bridge';
import { landingOf, type Landing } from '../../chain/landing';
import type { AppContext } from '../../context';
import { bridgeTransfers } from '../../db/schema';
import { burnMessageId, guardianSignatures, hasQuorum, releaseDigest } from './message';
import { bridgeRuntime, sideOf } from './runtime';
import { ataOf, solanaToken } from './tokens';

export const RELEASE_QUEUE = 'bridge-release';
type Row = typeof bridgeTransfers.$inferSelect;
const inFlight = new Map<string, Promise<void>>();

async function update(ctx: AppContext, id: string, set: Partial<typeof bridgeTransfers.$inferInsert>) {
  await ctx.database.db
    .update(bridgeTransfers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(bridgeTransfers.id, id));
}

/** EVM → Solana for one transfer; concurrent calls for the same transfer run one after the other. */
export async function releaseToSolana(ctx: AppContext, transferId: string): Promise<void> {
  const before = inFlight.get(transferId) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(() => releaseOnce(ctx, transferId));
  inFlight.set(transferId, run);
  try {
    await run;
  } finally {
    if (inFlight.get(transferId) === run) inFlight.delete(transferId);
  }
}

/**
 * Burn observed → guardians signed (kept) → release signed and stored → sent → confirmed. The stored
 * release is resent until it lands or its blockhash expires; only then is a new one signed, so custody
 * never pays one burn twice.
 */
async function releaseOnce(ctx: AppContext, transferId: string): Promise<void> {
  const [row] = await ctx.database.db
    .select()
    .from(bridgeTransfers)
    .where(eq(bridgeTransfers.id, transferId));
  if (!row || row.status === 'completed' || row.status === 'failed' || !row.sourceTx) return;
  if (row.sourceLogIndex === null) return;
  const runtime = bridgeRuntime(ctx);
  const side = sideOf(runtime, row.sourceChain as EvmBridgeChain);
  const receipt = await side.public.getTransactionReceipt({ hash: row.sourceTx as Hex });
  if (receipt.status !== 'success') {
    await update(ctx, row.id, {
      status: 'failed',
      stage: 'the burn reverted',
      error: 'Burn transaction reverted',
    });
    return;
  }
  const token = await solanaToken(ctx, row.token as BridgeToken);
  const messageId =
    (row.messageId as Hex | null) ?? burnMessageId(side.chainId, row.sourceTx as Hex, row.sourceLogIndex);
  const digest = releaseDigest(messageId, token.mint, row.destinationAddress, BigInt(row.received));
  let signatures = row.guardianSignatures;
  if (!signatures) {
    signatures = await guardianSignatures(runtime.keys, digest);
    await update(ctx, row.id, {
      messageId,
      guardianSignatures: signatures,
      progress: 70,
      stage: 'signed by the guardians',
    });
  }
  if (!(await hasQuorum(runtime.keys, digest, signatures)))
    throw new Error('release lacks a guardian quorum');
  const landed = await landedOrExpired(ctx, row);
  if (landed === 'failed') throw new Error(`release ${row.destinationTx} failed on chain`);
  if (landed !== 'confirmed') {
    const wire =
      landed === 'pending' && row.releaseTx ? row.releaseTx : await signRelease(ctx, row, messageId);
    await ctx.chain.rpc
      .sendTransaction(wire as Base64EncodedWireTransaction, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send();
    const reread = await ctx.database.db.select().from(bridgeTransfers).where(eq(bridgeTransfers.id, row.id));
    const current = reread[0];
    if (!current || (await waitLanded(ctx, current)) !== 'confirmed')
      throw new Error('release not confirmed yet');
  }
  await update(ctx, row.id, {
    status: 'completed',
    progress: 100,
    stage: 'released on Solana',
    completedAt: new Date(),
    releaseTx: null,
    error: null,
  });
}

async function signRelease(ctx: AppContext, row: Row, messageId: Hex): Promise<string> {
  const runtime = bridgeRuntime(ctx);
  const token = await solanaToken(ctx, row.token as BridgeToken);
  const recipient = row.destinationAddress as Address;
  const ata = await ataOf(recipient, token);
  const program = { programAddress: token.tokenProgram };
  const move = (destination: Address, amount: bigint) =>
    getTransferCheckedInstruction(
      {
        source: token.custody,
        mint: token.mint,
        destination,
        authority: runtime.keys.custody,
        amount,
        decimals: token.decimals,
      },
      program,
    );
  const instructions = [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: ctx.platform,
      ata,
      owner: recipient,
      mint: token.mint,
      tokenProgram: token.tokenProgram,
    }),
    move(ata, BigInt(row.received)),
    ...(BigInt(row.fee) > 0n ? [move(await ataOf(ctx.platform.address, token), BigInt(row.fee))] : []),
    getAddMemoInstruction(
      { memo: `bridge-release:${messageId}` },
      { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 },
    ),
  ];
  const { value: latest } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(ctx.platform, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  );
  const wire = getBase64EncodedWireTransaction(signed);
  // Stored before it is sent: after a crash the same transaction is resent, not a second one signed.
  await update(ctx, row.id, {
    releaseTx: wire,
    destinationTx: getSignatureFromTransaction(signed),
    releaseLastValidBlockHeight: latest.lastValidBlockHeight,
    progress: 85,
    stage: 'release submitted',
  });
  return wire;
}

const landedOrExpired = (ctx: AppContext, row: Row): Promise<Landing> =>
  row.destinationTx
    ? landingOf(ctx, row.destinationTx, row.releaseLastValidBlockHeight)
    : Promise.resolve('expired');

async function waitLanded(ctx: AppContext, row: Row): Promise<Landing> {
  for (let i = 0; i < 200; i++) {
    const landing = await landedOrExpired(ctx, row);
    if (landing !== 'pending') return landing;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'pending';
}
