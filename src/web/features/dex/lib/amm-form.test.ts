import { describe, expect, it } from 'vitest';
import type { Pool } from '@shared/schemas/dex';
import { defaultPool, poolOptionLabel, spotRate, swapSides } from './amm-form';

const token = (symbol: string) => ({ mint: `${symbol}-mint`, symbol, name: symbol, decimals: 6 });
const pool = (id: string, a: string, b: string, feeBps = 25, price = 2): Pool => ({
  id,
  label: `${a}/${b}`,
  type: 'constant-product',
  tokenA: token(a),
  tokenB: token(b),
  reserveA: '1',
  reserveB: '2',
  feeBps,
  lpMint: 'lp',
  lpSupply: '1',
  price,
  tvlUsd: null,
  volume24hUsd: 0,
  fees24hUsd: 0,
  apr: 0,
  priceChange24h: 0,
  trades24h: 0,
});

describe('AMM form helpers', () => {
  it('prefers SOL/USDC and falls back to the first pool', () => {
    const pools = [pool('1', 'RAY', 'USDC'), pool('2', 'SOL', 'USDC')];
    expect(defaultPool(pools)?.id).toBe('2');
    expect(defaultPool([pool('3', 'BONK', 'SOL')])?.id).toBe('3');
    expect(defaultPool([])).toBeUndefined();
  });

  it('swaps sides and inverts the rate', () => {
    const p = pool('1', 'SOL', 'USDC', 25, 150);
    expect(swapSides(p, false).from?.symbol).toBe('SOL');
    expect(swapSides(p, true).from?.symbol).toBe('USDC');
    expect(spotRate(p, false)).toBe(150);
    expect(spotRate(p, true)).toBeCloseTo(1 / 150);
  });

  it('names fee tiers only when a pair has several pools', () => {
    const pools = [pool('1', 'SOL', 'USDC', 25), pool('2', 'SOL', 'USDC', 100), pool('3', 'RAY', 'SOL')];
    expect(poolOptionLabel(pools[1] as Pool, pools)).toBe('SOL/USDC · 1%');
    expect(poolOptionLabel(pools[2] as Pool, pools)).toBe('RAY/SOL');
  });
});
