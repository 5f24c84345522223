import { describe, expect, it } from 'vitest';
import type { Route } from '@shared/schemas/dex';
import { describeRoutesFound, legShare, routePath, routeVenues, swapDoneText } from './route-display';

const leg = (id: string, label: string, inputMint: string, outputMint: string, inAmount = '100') => ({
  id,
  label,
  venue: 'Raydium AMM',
  feeBps: 25,
  fee: 0.25,
  inputMint,
  outputMint,
  inAmount,
  outAmount: '1',
});
const route = (kind: Route['kind'], marketInfos: Route['marketInfos']): Route => ({
  id: 'r',
  kind,
  inAmount: '100',
  outAmount: '1500000',
  uiInAmount: '0.0000001',
  uiOutAmount: '1.5',
  minimumReceived: '1485000',
  uiMinimumReceived: '1.485',
  priceImpact: 0.1,
  feeAmount: '1',
  marketInfos,
  networkFeeLamports: '10000',
  rentLamports: '0',
});
const symbols: Record<string, string> = { s: 'SOL', u: 'USDC', r: 'RAY' };
const symbolOf = (mint: string) => symbols[mint] ?? mint;
const usdc = { mint: 'u', symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const sol = { mint: 's', symbol: 'SOL', name: 'Solana', decimals: 9 };

describe('route display', () => {
  it('prints the path of direct and two-hop routes', () => {
    expect(routePath(route('direct', [leg('1', 'SOL/USDC', 's', 'u')]), symbolOf)).toBe('SOL → USDC');
    const twoHop = route('two-hop', [leg('1', 'RAY/SOL', 'r', 's'), leg('2', 'SOL/USDC', 's', 'u')]);
    expect(routePath(twoHop, symbolOf)).toBe('RAY → SOL → USDC');
  });

  it('names every pool of a split and the share each carries', () => {
    const split = route('split', [
      leg('1', 'SOL/USDC', 's', 'u', '70'),
      leg('2', 'SOL/USDT', 's', 'u', '30'),
    ]);
    expect(routePath(split, symbolOf)).toBe('SOL/USDC + SOL/USDT');
    expect(legShare(split, '70')).toBe(70);
  });

  it('names each venue a route trades on once, in hop order', () => {
    const clmm = { ...leg('2', 'SOL/USDC', 's', 'u'), venue: 'Raydium CLMM' };
    const twoHop = route('two-hop', [leg('1', 'RAY/SOL', 'r', 's'), clmm]);
    expect(routeVenues(twoHop)).toBe('Raydium AMM + Raydium CLMM');
    const split = route('split', [leg('1', 'SOL/USDC', 's', 'u'), leg('3', 'SOL/USDC', 's', 'u')]);
    expect(routeVenues(split)).toBe('Raydium AMM');
  });

  it('describes the search and the executed swap', () => {
    expect(describeRoutesFound([route('direct', [])], usdc)).toBe('1 route found. Best: 1.5 USDC');
    expect(swapDoneText({ signature: 'x', inAmount: '100000000', outAmount: '15000000' }, sol, usdc)).toBe(
      'Swapped 0.1 SOL for 15 USDC',
    );
  });
});
