import { describe, expect, it } from 'vitest';
import { searchTokens } from './token-search';

const token = (symbol: string, name: string, mint: string) => ({ symbol, name, mint, decimals: 6 });
const sol = token('SOL', 'Solana', 'So11111111111111111111111111111111111111112');
const usdc = token('USDC', 'USD Coin', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
const musd = token('MUSD', 'Meme USD', 'MUSDxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
const all = [sol, musd, usdc];

describe('token search', () => {
  it('lists every token for an empty search', () => {
    expect(searchTokens(all, '  ')).toEqual(all);
  });

  it('puts symbols starting with the text before other matches, any case', () => {
    expect(searchTokens(all, 'us')).toEqual([usdc, musd]);
    expect(searchTokens(all, 'coin')).toEqual([usdc]);
  });

  it('finds a pasted mint exactly, and nothing for an unknown one', () => {
    expect(searchTokens(all, ` ${usdc.mint} `)).toEqual([usdc]);
    expect(searchTokens(all, '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toEqual([]);
  });
});
