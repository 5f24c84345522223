import { describe, expect, it } from 'vitest';
import type { Pool } from '@shared/schemas/dex';
import { findPool, mergeTokens, pairedAmount, pairRate, removeEstimate } from './liquidity-math';

const t = (symbol: string, decimals = 6) => ({ mint: symbol, symbol, name: symbol, decimals });
const pool: Pool = {
  id: 'p',
  label: 'SOL/USDC',
  type: 'constant-product',
  tokenA: t('SOL', 9),
  tokenB: t('USDC'),
  reserveA: '1',
  reserveB: '150',
  feeBps: 25,
  lpMint: 'lp',
  lpSupply: '1',
  price: 150,
  tvlUsd: 300,
  volume24hUsd: 0,
  fees24hUsd: 0,
  apr: 0,
  priceChange24h: 0,
  trades24h: 0,
};

describe('liquidity form math', () => {
  it('finds a pool in either token order and orients its rate', () => {
    const straight = findPool([pool], 'SOL', 'USDC');
    const flipped = findPool([pool], 'USDC', 'SOL');
    expect(straight && pairRate(straight)).toBe(150);
    expect(flipped && pairRate(flipped)).toBeCloseTo(1 / 150);
    expect(findPool([pool], 'SOL', 'RAY')).toBeNull();
  });

  it('computes the proportional other side within the token decimals', () => {
    expect(pairedAmount('2', 150, 6)).toBe('300');
    expect(pairedAmount('1', 1 / 3, 6)).toBe('0.333333');
    expect(pairedAmount('', 150, 6)).toBe('');
  });

  it('merges token lists without duplicate mints', () => {
    expect(mergeTokens([t('SOL'), t('USDC')], [t('USDC'), t('MINE')]).map((x) => x.symbol)).toEqual([
      'SOL',
      'USDC',
      'MINE',
    ]);
  });

  it('estimates a partial removal', () => {
    expect(removeEstimate('10.5', 50)).toBe('5.25');
    expect(removeEstimate('3', 100)).toBe('3');
  });
});
