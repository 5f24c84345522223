import { eq } from 'drizzle-orm';
import { CURVE_DECIMALS, isComplete } from '@shared/math/bonding-curve';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { AppContext } from '../../context';
import { exchangeTokens, launches, pools } from '../../db/schema';
import { ensureCurveFeeAccount } from '../../exchange/pools/bonding-curve/fees';
import { invalidateMarket } from '../../exchange/market-cache';
import { landingOf, type Landing } from '../../chain/landing';
import { withLocks } from '../../chain/pipeline/locks';
import { curveLockKey, curveOf, findLaunch, vaultSurplus, type LaunchRow } from './chain';
import { buildGraduation } from './graduation-build';

/** Raydium's standard constant-product fee, as pump.fun's migrations use. */
export const GRADUATED_POOL_FEE_BPS = 25;

const outcomeOf = (ctx: AppContext, row: LaunchRow) =>
  landingOf(ctx, row.graduationSignature ?? '', BigInt(row.graduationValidHeight ?? '0'));

/**
 * Builds, signs and stores the graduation transaction before anything is sent. The pool gets what the
 * recorded state says; whatever strangers sent the vaults on top is burned (tokens) or swept to the
 * platform's curve-fee account (wrapped SOL), and logged. Vaults holding less than the record refuse.
 */
export async function prepareGraduation(ctx: AppContext, row: LaunchRow): Promise<LaunchRow> {
  const state = curveOf(row);
  if (!isComplete(state)) throw new Error(`launch ${row.mint} is not sold out`);
  const surplus = await vaultSurplus(ctx, row);
  if (!surplus) throw new Error(`launch ${row.mint}: curve vaults are gone but no graduation is stored`);
  if (surplus.tokens > 0n || surplus.lamports > 0n)
    ctx.logger.warn(
      { mint: row.mint, surplusTokens: surplus.tokens, surplusLamports: surplus.lamports },
      'curve vaults hold more than their trades left: tokens burned, wrapped SOL swept to the platform',
    );
  const sweep =
    surplus.lamports > 0n ? { lamports: surplus.lamports, to: await ensureCurveFeeAccount(ctx) } : null;
  const built = await buildGraduation(ctx, row, state, surplus.tokenVault, sweep);
  const [stored] = await ctx.database.db
    .update(launches)
    .set({
      graduationTx: built.wire,
      graduationSignature: built.signature,
      graduationValidHeight: built.lastValidBlockHeight.toString(),
      poolId: built.poolId,
      poolVaultA: built.vaultA,
      poolVaultB: built.vaultB,
    })
    .where(eq(launches.mint, row.mint))
    .returning();
  if (!stored) throw new Error('launch vanished');
  return stored;
}

/** The pool joins the exchange (router, prices, liquidity pages) and the launch is done. */
async function finishGraduation(ctx: AppContext, row: LaunchRow): Promise<void> {
  const { poolId, poolVaultA, poolVaultB } = row;
  if (!poolId || !poolVaultA || !poolVaultB) throw new Error('graduation without a pool');
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(exchangeTokens)
      .values({
        mint: row.mint,
        symbol: row.symbol,
        name: row.name,
        decimals: CURVE_DECIMALS,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      })
      .onConflictDoNothing();
    await tx
      .insert(pools)
      .values({
        id: poolId,
        mintA: row.mint,
        mintB: NATIVE_MINT,
        vaultA: poolVaultA,
        vaultB: poolVaultB,
        feeBps: GRADUATED_POOL_FEE_BPS,
        status: 'active',
        creator: ctx.platform.address,
      })
      .onConflictDoNothing();
    await tx
      .update(launches)
      .set({ status: 'graduated', graduatedAt: new Date() })
      .where(eq(launches.mint, row.mint));
  });
  invalidateMarket(ctx);
  ctx.logger.info({ mint: row.mint, poolId }, 'launch graduated');
}

const clearStored = {
  graduationTx: null,
  graduationSignature: null,
  graduationValidHeight: null,
  poolId: null,
  poolVaultA: null,
  poolVaultB: null,
};

/**
 * Moves a sold-out curve into its pool. Every step can be repeated after a crash: a stored transaction
 * is looked up first (confirmed → finish; still valid → sent again, same signature; expired or failed
 * → forgotten and rebuilt from the recorded state and the vaults' surplus as they are then).
 */
export async function runGraduation(ctx: AppContext, mint: string): Promise<void> {
  await withLocks(ctx.database, [curveLockKey(mint)], async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      let row = await findLaunch(ctx, mint);
      if (row.status !== 'graduating') return;
      if (!row.graduationTx) row = await prepareGraduation(ctx, row);
      let outcome = await outcomeOf(ctx, row);
      if (outcome === 'pending') {
        await ctx.chain.rpc
          .sendTransaction(row.graduationTx as Parameters<typeof ctx.chain.rpc.sendTransaction>[0], {
            encoding: 'base64',
            skipPreflight: true,
          })
          .send();
        outcome = await awaitOutcome(ctx, row);
      }
      if (outcome === 'confirmed') return finishGraduation(ctx, row);
      await ctx.database.db.update(launches).set(clearStored).where(eq(launches.mint, mint));
    }
    throw new Error(`graduation of ${mint} did not land`);
  });
}

async function awaitOutcome(ctx: AppContext, row: LaunchRow): Promise<Landing> {
  for (;;) {
    const outcome = await outcomeOf(ctx, row);
    if (outcome !== 'pending') return outcome;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
