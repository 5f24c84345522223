import type { Signature } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { parseEther, type Hex } from 'viem';
import { tokenBridgeAbi } from '@shared/evm/contract-abis';
import { DESTINATION_GAS_ESTIMATE, type BridgeToken, type EvmBridgeChain } from '@shared/schemas/bridge';
import { hasLanded } from '../../chain/landed';
import type { AppContext } from '../../context';
import { bridgeTransfers } from '../../db/schema';
import { guardianSignatures, lockMessageId, mintDigest } from './message';
import { bridgeRuntime, sideOf } from './runtime';
import { deploymentOf, wrappedToken } from './tokens';

type Row = typeof bridgeTransfers.$inferSelect;

async function update(ctx: AppContext, id: string, set: Partial<typeof bridgeTransfers.$inferInsert>) {
  await ctx.database.db
    .update(bridgeTransfers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(bridgeTransfers.id, id));
}

/**
 * The lock is final on Solana: confirmed, without error. The whole history is searched: a node keeps only
 * recent statuses, and a lock relayed after a long stop would otherwise never count as confirmed.
 */
async function lockConfirmed(ctx: AppContext, signature: string): Promise<boolean> {
  const { value } = await ctx.chain.rpc
    .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
    .send();
  const status = value[0];
  return hasLanded(ctx.chain, status) && !status.err;
}

/**
 * Solana → EVM, one stage at a time, each stored before the next: source confirmed → guardians signed
 * (signatures kept) → mint submitted → completed. Safe to run again from any point: a message the bridge
 * already consumed is completed from its Minted event, never minted twice.
 */
export async function relayMint(ctx: AppContext, transferId: string): Promise<void> {
  const [row] = await ctx.database.db
    .select()
    .from(bridgeTransfers)
    .where(eq(bridgeTransfers.id, transferId));
  if (!row || row.status === 'completed' || row.status === 'failed' || !row.sourceTx) return;
  if (!(await lockConfirmed(ctx, row.sourceTx))) throw new Error(`lock ${row.sourceTx} not confirmed yet`);
  const runtime = bridgeRuntime(ctx);
  const chain = row.destinationChain as EvmBridgeChain;
  const side = sideOf(runtime, chain);
  const deployment = await deploymentOf(ctx, chain);
  const token = wrappedToken(deployment, row.token as BridgeToken);
  const recipient = row.destinationAddress as Hex;
  const amount = BigInt(row.received);
  const messageId = (row.messageId as Hex | null) ?? lockMessageId(row.sourceTx, row.ref);
  let signatures = row.guardianSignatures;
  if (!signatures) {
    const digest = mintDigest(deployment.chainId, deployment.bridge, messageId, token, recipient, amount);
    signatures = await guardianSignatures(runtime.keys, digest);
    await update(ctx, row.id, {
      messageId,
      guardianSignatures: signatures,
      progress: 70,
      stage: 'signed by the guardians',
    });
  }
  const destinationTx = await side.serial(async () => {
    const minted = await mintedTx(ctx, row, deployment.bridge, messageId);
    if (minted) return minted;
    const hash = await side.relayer.writeContract({
      address: deployment.bridge,
      abi: tokenBridgeAbi,
      functionName: 'mint',
      args: [messageId, token, recipient, amount, signatures as Hex[]],
    });
    await update(ctx, row.id, { destinationTx: hash, progress: 85, stage: 'mint submitted' });
    const receipt = await side.public.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`mint ${hash} reverted`);
    await dropGas(side, recipient);
    return hash;
  });
  await update(ctx, row.id, {
    destinationTx,
    status: 'completed',
    progress: 100,
    stage: 'minted on the destination chain',
    completedAt: new Date(),
    error: null,
  });
}

/** The transaction that already minted this message, if the bridge consumed it (a crash after the mint). */
async function mintedTx(ctx: AppContext, row: Row, bridge: Hex, messageId: Hex): Promise<Hex | null> {
  const side = sideOf(bridgeRuntime(ctx), row.destinationChain as EvmBridgeChain);
  const consumed = await side.public.readContract({
    address: bridge,
    abi: tokenBridgeAbi,
    functionName: 'consumed',
    args: [messageId],
  });
  if (!consumed) return null;
  const [event] = await side.public.getContractEvents({
    address: bridge,
    abi: tokenBridgeAbi,
    eventName: 'Minted',
    args: { messageId },
    fromBlock: 0n,
  });
  return event?.transactionHash ?? null;
}

/** Gas drop-off: a recipient without gas gets 0.001 of the gas token so it can move or burn back. */
async function dropGas(side: ReturnType<typeof sideOf>, recipient: Hex): Promise<void> {
  const drop = parseEther(DESTINATION_GAS_ESTIMATE);
  if ((await side.public.getBalance({ address: recipient })) >= drop) return;
  const hash = await side.relayer.sendTransaction({ to: recipient, value: drop });
  await side.public.waitForTransactionReceipt({ hash });
}
