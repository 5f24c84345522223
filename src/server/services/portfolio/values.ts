import { stakeRewards } from '@shared/math/staking';
import { engineFor } from '../../exchange/pools';
import { clmmPositionHoldings } from '../../exchange/pools/clmm/position-value';
import { usdValue } from '../../exchange/prices/table';
import type { LivePool } from '../../exchange/pools/types';
import type { ClmmPositionRow, Holding } from './holdings';
import type { StakeRow } from './stakes';

export interface Valued extends Holding {
  /** USD now; null when a token it holds has no price. */
  value: number | null;
  /** What is shown: the balance (base units of `decimals`) and its USD price per whole unit. */
  balanceUnits: bigint;
  price: number | null;
  /** The mint whose price (sampled and now) prices it; null for pool positions, valued from the pool now. */
  priceMint: string | null;
}

export interface ValuationInput {
  pools: LivePool[];
  clmm: Map<string, ClmmPositionRow>;
  stakes: Map<string, StakeRow>;
  solxMint: string | null;
  prices: Map<string, number>;
  at: Date;
}

const ui = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;

/** Both tokens of a pool at their prices; null when either has none. */
function pairUsd(prices: Map<string, number>, pool: LivePool, a: bigint, b: bigint): number | null {
  const [va, vb] = [usdValue(prices, pool.tokenA, a), usdValue(prices, pool.tokenB, b)];
  return va === null || vb === null ? null : va + vb;
}

/**
 * A holding's value now: a token (or SOL) its balance at its price (a curve token's is the curve's), an
 * LP token what burning it withdraws (its share of the reserves), a CLMM position its liquidity's amounts
 * at the pool price plus the fees owed to it, a stake its principal plus the rewards accrued and not yet
 * paid, at the SOLX price.
 */
export function valueHolding(h: Holding, input: ValuationInput): Valued {
  const { prices } = input;
  const perUnit = (value: number | null, units: bigint, decimals: number) =>
    value === null || units === 0n ? null : value / ui(units, decimals);
  const pool = input.pools.find((p) => p.id === (input.clmm.get(h.mint)?.poolId ?? h.mint));
  if (h.kind === 'lp' && pool) {
    const w = engineFor(pool.type).withdrawal(pool, h.units);
    const value = pairUsd(prices, pool, w.amountA, w.amountB);
    return {
      ...h,
      value,
      balanceUnits: h.units,
      price: perUnit(value, h.units, h.decimals),
      priceMint: null,
    };
  }
  const row = input.clmm.get(h.mint);
  if (h.kind === 'clmm' && row && pool?.clmm) {
    const { position, amountA, amountB } = clmmPositionHoldings(pool.clmm, row);
    const value = pairUsd(prices, pool, amountA + position.tokensOwedA, amountB + position.tokensOwedB);
    return { ...h, value, balanceUnits: h.units, price: perUnit(value, h.units, 0), priceMint: null };
  }
  const stake = input.stakes.get(h.mint);
  if (h.kind === 'stake' && stake) {
    const balanceUnits = h.units + stakeRewards(stake, input.at).pending;
    const price = input.solxMint === null ? null : (prices.get(input.solxMint) ?? null);
    const value = price === null ? null : ui(balanceUnits, h.decimals) * price;
    return { ...h, value, balanceUnits, price, priceMint: input.solxMint };
  }
  const price = prices.get(h.mint) ?? null;
  const value = price === null ? null : ui(h.units, h.decimals) * price;
  return { ...h, value, balanceUnits: h.units, price, priceMint: h.mint };
}
