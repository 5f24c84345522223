import { generateKeyPairSigner } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { NATIVE_MINT, type FeeTierBps, type TrackedSymbol } from '@shared/schemas/dex';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';
import type { AppContext } from '../context';
import { exchangeTokens, pools } from '../db/schema';
import { sendAsPlatform } from '../chain/platform-send';
import { poolCreationInstructions } from './pools/constant-product/create';
import type { TokenInfo } from './pools/types';

const TRACKED = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6 },
  { symbol: 'RAY', name: 'Raydium', decimals: 6 },
  { symbol: 'BONK', name: 'Bonk', decimals: 5 },
  { symbol: 'WEN', name: 'Wen', decimals: 5 },
] as const satisfies readonly { symbol: TrackedSymbol; name: string; decimals: number }[];

/** Seed pools: [base, quote, base amount (ui), quote amount (ui), fee bps]. SOL ≈ 150 USDC, deep enough that 10 SOL moves it < 1%. */
const SEED_POOLS: [TrackedSymbol, TrackedSymbol, number, number, FeeTierBps][] = [
  ['SOL', 'USDC', 10_000, 1_500_000, 25],
  ['USDT', 'USDC', 1_000_000, 1_000_000, 1],
  ['RAY', 'USDC', 250_000, 500_000, 25],
  ['BONK', 'USDC', 10_000_000_000, 200_000, 100],
  ['WEN', 'USDC', 1_000_000_000, 100_000, 100],
  ['SOL', 'USDT', 2_000, 300_000, 25],
  ['RAY', 'SOL', 75_000, 1_000, 25],
  ['BONK', 'SOL', 3_000_000_000, 400, 100],
];

const PLATFORM_SOL = 20_000n * 1_000_000_000n;

/**
 * First start of the embedded chain: the platform mints the tracked tokens (Token-2022 with metadata),
 * funds itself from the faucet and seeds pools so a newcomer can trade at once. Idempotent: does
 * nothing once the tokens exist. The platform pays for these transactions itself.
 */
export async function bootstrapExchange(ctx: AppContext): Promise<void> {
  const embedded = ctx.chain.embedded;
  if (!embedded) return;
  const { db } = ctx.database;
  const existing = await db.select().from(exchangeTokens);
  if (existing.some((t) => t.symbol === 'USDC' && t.trackedRank !== null)) return;
  await embedded.airdrop(ctx.platform.address, PLATFORM_SOL);
  const tokens = new Map<string, TokenInfo>();
  tokens.set('SOL', {
    mint: NATIVE_MINT,
    symbol: 'SOL',
    name: 'Solana',
    decimals: 9,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
    trackedRank: 0,
  });
  for (const [i, t] of TRACKED.entries()) {
    const mint = await generateKeyPairSigner();
    const metadata = { name: t.name, symbol: t.symbol, uri: '' };
    const sizes = tokenLaunchSizes(mint.address, ctx.platform.address, metadata);
    const rent = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send();
    await sendAsPlatform(
      ctx,
      await tokenLaunchInstructions({
        payer: ctx.platform,
        mint,
        decimals: t.decimals,
        supply: 100_000_000_000n * 10n ** BigInt(t.decimals),
        metadata,
        mintRentLamports: rent,
        revokeMintAuthority: false,
        revokeFreezeAuthority: true,
      }),
    );
    tokens.set(t.symbol, {
      mint: mint.address,
      ...t,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      trackedRank: i + 1,
    });
  }
  for (const [base, quote, a, b, feeBps] of SEED_POOLS) {
    const tokenA = tokens.get(base);
    const tokenB = tokens.get(quote);
    if (!tokenA || !tokenB) continue;
    const created = await poolCreationInstructions(
      ctx,
      ctx.platform,
      ctx.platform,
      tokenA,
      tokenB,
      BigInt(a) * 10n ** BigInt(tokenA.decimals),
      BigInt(b) * 10n ** BigInt(tokenB.decimals),
    );
    for (const instructions of created.transactions) await sendAsPlatform(ctx, instructions);
    await db.insert(pools).values({
      id: created.poolId,
      mintA: tokenA.mint,
      mintB: tokenB.mint,
      vaultA: created.vaultA,
      vaultB: created.vaultB,
      feeBps,
      status: 'active',
      creator: ctx.platform.address,
    });
  }
  // Tokens are stored last: their presence is what marks the bootstrap as done.
  await db
    .insert(exchangeTokens)
    .values([...tokens.values()])
    .onConflictDoNothing();
  ctx.logger.info({ pools: SEED_POOLS.length }, 'exchange bootstrapped');
}
