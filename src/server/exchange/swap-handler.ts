import { feeOf } from '@shared/math/amm';
import { registerOperationHandler } from '../chain/pipeline/handlers';
import { cosignWireTransaction } from '../chain/pipeline/cosign';
import { swaps } from '../db/schema';
import { assertHopsKeepInvariant, hopsOf, poolLockKeys } from './cosign-check';
import { loadPools } from './market';
import { invalidateMarket } from './market-cache';
import { findUsdc, priceTable, usdValue } from './price-table';
import { samplePricesSoon } from './price-sampler';

export const DEX_SWAP = 'dex_swap';

registerOperationHandler(DEX_SWAP, {
  lockKeys: (op) => poolLockKeys(hopsOf(op.summary).map((h) => h.poolId)),
  async cosign(ctx, op, signed) {
    await assertHopsKeepInvariant(ctx, hopsOf(op.summary));
    return Promise.all(signed.map((wire) => cosignWireTransaction(wire, ctx.platform)));
  },
  async onConfirmed(tx, op, ctx) {
    invalidateMarket(ctx);
    const hops = hopsOf(op.summary);
    const signature = op.signatures[0] ?? '';
    const pools = await loadPools(ctx, undefined, tx);
    const byId = new Map(pools.map((p) => [p.id, p]));
    const prices = priceTable(pools, findUsdc(pools.flatMap((p) => [p.tokenA, p.tokenB]))?.mint);
    for (const h of hops) {
      const pool = byId.get(h.poolId);
      if (!pool) continue;
      const aIn = h.inputMint === pool.tokenA.mint;
      const [amountA, amountB] = aIn ? [h.amountIn, h.amountOut] : [h.amountOut, h.amountIn];
      const input = aIn ? pool.tokenA : pool.tokenB;
      const output = aIn ? pool.tokenB : pool.tokenA;
      const price =
        Number(amountB) / 10 ** pool.tokenB.decimals / (Number(amountA) / 10 ** pool.tokenA.decimals);
      const feeAmount = feeOf(BigInt(h.amountIn), h.feeBps);
      const volumeUsd =
        usdValue(prices, input, BigInt(h.amountIn)) ?? usdValue(prices, output, BigInt(h.amountOut));
      const feeUsd = usdValue(prices, input, feeAmount);
      await tx
        .insert(swaps)
        .values({
          poolId: h.poolId,
          signature,
          wallet: op.wallet,
          inputMint: h.inputMint,
          outputMint: h.outputMint,
          amountIn: h.amountIn,
          amountOut: h.amountOut,
          feeAmount: feeAmount.toString(),
          price,
          volumeUsd,
          feeUsd,
        })
        .onConflictDoNothing();
    }
    return {
      signature,
      inAmount: String(op.summary.inAmount ?? hops[0]?.amountIn ?? '0'),
      outAmount: String(op.summary.outAmount ?? hops[hops.length - 1]?.amountOut ?? '0'),
    };
  },
  afterCommit(_op, ctx) {
    // Again after commit: a read between the invalidation above and the commit cached the old pools.
    invalidateMarket(ctx);
    samplePricesSoon(ctx);
  },
});
