import { getAddressDecoder } from '@solana/kit';
import { and, eq, isNull } from 'drizzle-orm';
import { hexToBytes, type Hex } from 'viem';
import { tokenBridgeAbi } from '@shared/evm/contract-abis';
import { bridgeFee, TOKEN_DECIMALS, type BridgeToken, type EvmBridgeChain } from '@shared/schemas/bridge';
import type { AppContext } from '../../context';
import { bridgeScanCursors, bridgeTransfers } from '../../db/schema';
import type { EvmSide } from './evm';
import { RELEASE_QUEUE } from './release';
import { deploymentOf } from './tokens';

const SCAN_MS = 300;

/**
 * Reads each EVM bridge's BurnedForSolana events from where it stopped: a burn the API announced fills
 * in its row (matched by `transferRef`), any other burn becomes a row of its own (nothing burned is left
 * behind). Rows and the cursor move in one database transaction; the unique source event makes a
 * rescan harmless.
 */
export function startBurnScanner(ctx: AppContext, sides: Map<EvmBridgeChain, EvmSide>): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  // An EVM chain with no new block since this instance's last full scan has nothing new: skipping it
  // keeps an idle bridge off the database (it was 2 queries per chain every 300 ms).
  const scannedAt = new Map<EvmBridgeChain, bigint>();
  const tick = async () => {
    for (const side of sides.values()) {
      if (stopped) return;
      const head = side.embedded.blockNumber();
      if (scannedAt.get(side.chain) === head) continue;
      const ids = await scanChain(ctx, side);
      for (const id of ids) await ctx.jobs.send(RELEASE_QUEUE, { transferId: id });
      scannedAt.set(side.chain, head);
    }
  };
  const timer = setInterval(() => {
    running = running
      .then(tick)
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'burn scan failed'));
  }, SCAN_MS);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

export async function scanChain(ctx: AppContext, side: EvmSide): Promise<string[]> {
  const { db } = ctx.database;
  const deployment = await deploymentOf(ctx, side.chain);
  const [cursor] = await db.select().from(bridgeScanCursors).where(eq(bridgeScanCursors.chain, side.chain));
  const fromBlock = cursor?.nextBlock ?? 0n;
  const head = side.embedded.blockNumber();
  if (fromBlock > head) return [];
  const events = await side.public.getContractEvents({
    address: deployment.bridge,
    abi: tokenBridgeAbi,
    eventName: 'BurnedForSolana',
    fromBlock,
    toBlock: head,
  });
  const symbolOf = new Map(
    Object.entries(deployment.tokens).map(([s, a]) => [a.toLowerCase(), s as BridgeToken]),
  );
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const event of events) {
      const { token, sender, solanaRecipient, amount, transferRef } = event.args;
      const symbol = token ? symbolOf.get(token.toLowerCase()) : undefined;
      if (!symbol || !sender || !solanaRecipient || amount === undefined || transferRef === undefined)
        continue;
      const recipient = getAddressDecoder().decode(hexToBytes(solanaRecipient as Hex));
      const { fee, received } = bridgeFee(amount);
      const source = {
        sourceTx: event.transactionHash,
        sourceLogIndex: event.logIndex,
        sourceAddress: sender,
        status: 'confirming',
        progress: 40,
        stage: `burned on ${side.chain}`,
        updatedAt: new Date(),
      };
      const [announced] = await tx
        .update(bridgeTransfers)
        .set(source)
        .where(
          and(
            eq(bridgeTransfers.ref, transferRef),
            eq(bridgeTransfers.sourceChain, side.chain),
            eq(bridgeTransfers.token, symbol),
            eq(bridgeTransfers.amount, amount.toString()),
            eq(bridgeTransfers.destinationAddress, recipient),
            isNull(bridgeTransfers.sourceTx),
          ),
        )
        .returning({ id: bridgeTransfers.id });
      if (announced) {
        ids.push(announced.id);
        continue;
      }
      const [inserted] = await tx
        .insert(bridgeTransfers)
        .values({
          ...source,
          wallet: recipient,
          sourceChain: side.chain,
          destinationChain: 'solana',
          token: symbol,
          decimals: TOKEN_DECIMALS[symbol],
          amount: amount.toString(),
          fee: fee.toString(),
          received: received.toString(),
          destinationAddress: recipient,
        })
        .onConflictDoNothing()
        .returning({ id: bridgeTransfers.id });
      if (inserted) ids.push(inserted.id);
    }
    await tx
      .insert(bridgeScanCursors)
      .values({ chain: side.chain, nextBlock: head + 1n })
      .onConflictDoUpdate({ target: bridgeScanCursors.chain, set: { nextBlock: head + 1n } });
    return ids;
  });
}
