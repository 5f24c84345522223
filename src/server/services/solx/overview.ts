import { STAKING_POOLS } from '@shared/schemas/staking';
import { SOLX_ALLOCATIONS, type AllocationView, type SolxOverview } from '@shared/schemas/solx';
import { unlockedUnits } from '@shared/math/vesting';
import { formatBaseUnits } from '@shared/solana/amounts';
import { explorerUrl } from '@shared/solana/explorer';
import type { AppContext } from '../../context';
import { mintSupply, readAccounts, tokenAccountAmount } from '../../exchange/accounts';
import { cachedMarket } from '../../exchange/market-cache';
import { findUsdc, poolPrice, priceTable } from '../../exchange/prices/table';
import { allocationRows, countHolders, requireSolx } from './chain';

/**
 * Everything the token and tokenomics pages show, read now: the mint's supply and each allocation
 * vault's balance from the chain, what each vesting rule has unlocked since the bootstrap, holders,
 * and price and market cap from the SOL/SOLX pool.
 */
export async function solxOverview(ctx: AppContext): Promise<SolxOverview> {
  const token = await requireSolx(ctx);
  const rows = await allocationRows(ctx);
  const [mintAccount, ...vaults] = await readAccounts(ctx, [token.mint, ...rows.map((r) => r.vault)]);
  const supply = mintAccount ? mintSupply(mintAccount.data) : 0n;
  const decimals = 9;
  const ui = (units: bigint) => formatBaseUnits(units, decimals);
  const now = new Date();
  let unlockedTotal = 0n;
  const allocations: AllocationView[] = [];
  for (const def of SOLX_ALLOCATIONS) {
    const index = rows.findIndex((r) => r.id === def.id);
    const row = rows[index];
    if (!row) continue;
    const allocated = BigInt(row.amount);
    const account = vaults[index];
    const unlocked = unlockedUnits(allocated, def.rule, token.createdAt, now);
    unlockedTotal += unlocked;
    allocations.push({
      id: def.id,
      name: def.name,
      percent: def.percent,
      vesting: def.vesting,
      vault: row.vault,
      vaultExplorerUrl: explorerUrl('address', row.vault, ctx.chain.cluster),
      allocated: ui(allocated),
      balance: ui(account ? tokenAccountAmount(account.data) : 0n),
      unlocked: ui(unlocked),
      note: def.id === 'liquidity' ? 'Held as the SOLX side of the SOL/SOLX pool; moves with trades' : null,
    });
  }
  const market = await marketFigures(ctx, token.poolId, token.mint);
  const aprs = STAKING_POOLS.map((p) => p.aprBps / 100);
  return {
    mint: token.mint,
    explorerUrl: explorerUrl('address', token.mint, ctx.chain.cluster),
    decimals,
    totalSupply: ui(supply),
    tgeAt: token.createdAt.toISOString(),
    allocations,
    lockedPercent: supply === 0n ? 0 : Number(((supply - unlockedTotal) * 10_000n) / supply) / 100,
    holders: await countHolders(ctx, token),
    priceSol: market.priceSol,
    priceUsd: market.priceUsd,
    marketCapUsd: market.priceUsd === null ? null : market.priceUsd * (Number(supply) / 10 ** decimals),
    poolId: token.poolId,
    stakingVault: token.stakingVault,
    stakingAprRange: [Math.min(...aprs), Math.max(...aprs)],
    faucetAvailable: Boolean(ctx.chain.embedded),
  };
}

async function marketFigures(ctx: AppContext, poolId: string | null, mint: string) {
  const snapshot = await cachedMarket(ctx);
  const pool = snapshot.pools.find((p) => p.id === poolId);
  const prices = priceTable(snapshot.pools, findUsdc(snapshot.tokens.values())?.mint);
  const priceSol = pool ? (pool.tokenA.mint === mint ? poolPrice(pool) : 1 / poolPrice(pool)) : null;
  return {
    priceSol: priceSol !== null && Number.isFinite(priceSol) ? priceSol : null,
    priceUsd: prices.get(mint) ?? null,
  };
}
