import { inArray, isNotNull, and } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bridgeTransfers } from '../../db/schema';
import { bootstrapEvmSide, bootstrapSolanaSide } from './bootstrap';
import { evmSides } from './evm';
import { loadBridgeKeys } from './keys';
import { MINT_QUEUE } from './operation';
import { relayMint } from './relay';
import { RELEASE_QUEUE, releaseToSolana } from './release';
import { setBridgeRuntime } from './runtime';
import { startBurnScanner } from './scanner';

/**
 * Starts the bridge on the embedded chains (after the exchange bootstrap, whose USDC and USDT it uses):
 * keys, contracts and custody accounts once, the mint and release workers, the burn scanner, and every
 * transfer still moving is queued again (a crash at any stage resumes here).
 */
export async function startBridge(ctx: AppContext): Promise<() => Promise<void>> {
  if (!ctx.evm || !ctx.chain.embedded) return async () => {};
  const keys = await loadBridgeKeys(ctx.env.dataDir);
  const sides = evmSides(ctx.evm, keys, ctx.publicUrl);
  await bootstrapSolanaSide(ctx, keys);
  for (const side of sides.values()) await bootstrapEvmSide(ctx, keys, side);
  const stopScanner = startBurnScanner(ctx, sides);
  setBridgeRuntime(ctx, { keys, sides, stop: stopScanner });
  await ctx.jobs.work<{ transferId: string }>(MINT_QUEUE, (job) => relayMint(ctx, job.transferId));
  await ctx.jobs.work<{ transferId: string }>(RELEASE_QUEUE, (job) => releaseToSolana(ctx, job.transferId));
  const moving = await ctx.database.db
    .select({ id: bridgeTransfers.id, destination: bridgeTransfers.destinationChain })
    .from(bridgeTransfers)
    .where(
      and(inArray(bridgeTransfers.status, ['pending', 'confirming']), isNotNull(bridgeTransfers.sourceTx)),
    );
  for (const t of moving) {
    const queue = t.destination === 'solana' ? RELEASE_QUEUE : MINT_QUEUE;
    await ctx.jobs.send(queue, { transferId: t.id }, { singletonKey: t.id });
  }
  return stopScanner;
}
