import { generateKeyPairSigner } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { NATIVE_MINT } from '@shared/schemas/dex';
import {
  allocationUnits,
  SOLX_ALLOCATIONS,
  SOLX_DECIMALS,
  SOLX_NAME,
  SOLX_SUPPLY_UNITS,
  SOLX_SYMBOL,
} from '@shared/schemas/solx';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../../context';
import { exchangeTokens, pools, solxAllocations, solxToken } from '../../db/schema';
import { ata } from '../../exchange/instructions';
import { invalidateMarket } from '../../exchange/market-cache';
import { sendAsPlatform } from '../../chain/platform-send';
import { poolCreationInstructions } from '../../exchange/pools/constant-product/create';
import { newVault, vaultInstructions, type NewVault } from './vaults';

const POOL_FEE_BPS = 25;
/** Vaults per transaction: each new account signs, and a transaction holds at most 1232 bytes. */
const VAULTS_PER_TX = 3;

/**
 * First start of a chain the platform can fund (the embedded one, or devnet with SOLX_BOOTSTRAP=on
 * and a funded platform key): mints the fixed SOLX supply (mint and freeze authority revoked), moves each
 * allocation into its own platform-owned vault, creates the staking vault and seeds the SOL/SOLX pool
 * with the liquidity reserve, whose SOLX vault is that allocation's vault. Idempotent: the `solx_token`
 * row is written last and nothing happens once it exists.
 */
export async function bootstrapSolx(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  if ((await db.select().from(solxToken)).length > 0) return;
  // SOL side of the SOL/SOLX pool: the default 26,667 SOL against the 8 % reserve prices SOLX near $0.05.
  const poolSol = BigInt(Math.round(ctx.env.SOLX_POOL_SOL * 1e9));
  if (ctx.chain.embedded) await ctx.chain.embedded.airdrop(ctx.platform.address, poolSol + 10n ** 9n);
  const mint = await generateKeyPairSigner();
  const metadata = { name: SOLX_NAME, symbol: SOLX_SYMBOL, uri: '' };
  const sizes = tokenLaunchSizes(mint.address, ctx.platform.address, metadata);
  const rent = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send();
  await sendAsPlatform(
    ctx,
    await tokenLaunchInstructions({
      payer: ctx.platform,
      mint,
      decimals: SOLX_DECIMALS,
      supply: SOLX_SUPPLY_UNITS,
      metadata,
      mintRentLamports: rent,
      revokeMintAuthority: true,
      revokeFreezeAuthority: true,
    }),
  );
  const token = { mint: mint.address, decimals: SOLX_DECIMALS, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS };
  const source = await ata(ctx.platform.address, token);
  const vaults = new Map<string, NewVault>();
  for (const a of SOLX_ALLOCATIONS) {
    if (a.id !== 'liquidity') vaults.set(a.id, await newVault(allocationUnits(a.percent)));
  }
  const stakingVault = await newVault(0n);
  const all = [...vaults.values(), stakingVault];
  for (let i = 0; i < all.length; i += VAULTS_PER_TX) {
    await sendAsPlatform(ctx, await vaultInstructions(ctx, token, source, all.slice(i, i + VAULTS_PER_TX)));
  }
  const liquidity = SOLX_ALLOCATIONS.find((a) => a.id === 'liquidity');
  const sol = { mint: NATIVE_MINT, decimals: 9, tokenProgram: TOKEN_PROGRAM_ADDRESS };
  const pool = await poolCreationInstructions(
    ctx,
    ctx.platform,
    ctx.platform,
    sol,
    token,
    poolSol,
    allocationUnits(liquidity?.percent ?? 0),
  );
  for (const instructions of pool.transactions) await sendAsPlatform(ctx, instructions);
  await db.transaction(async (tx) => {
    await tx
      .insert(exchangeTokens)
      .values({ ...token, symbol: SOLX_SYMBOL, name: SOLX_NAME })
      .onConflictDoNothing();
    await tx.insert(pools).values({
      id: pool.poolId,
      mintA: NATIVE_MINT,
      mintB: token.mint,
      vaultA: pool.vaultA,
      vaultB: pool.vaultB,
      feeBps: POOL_FEE_BPS,
      status: 'active',
      creator: ctx.platform.address,
    });
    await tx
      .insert(solxAllocations)
      .values([
        ...[...vaults].map(([id, v]) => ({ id, vault: v.signer.address, amount: v.deposit.toString() })),
        { id: 'liquidity', vault: pool.vaultB, amount: allocationUnits(liquidity?.percent ?? 0).toString() },
      ]);
    await tx.insert(solxToken).values({
      mint: token.mint,
      tokenProgram: token.tokenProgram,
      stakingVault: stakingVault.signer.address,
      poolId: pool.poolId,
    });
  });
  invalidateMarket(ctx);
  ctx.logger.info({ mint: token.mint }, 'SOLX bootstrapped');
}
