import { describe, expect, it } from 'vitest';
import { costBasis } from './cost-basis';

const SOL = 'sol';
const X = 'x';

describe('cost basis of a wallet history', () => {
  it('a swap costs what was given; average cost realises against the mean price', () => {
    const txs = [
      [{ mint: SOL, units: 10n, marketUsd: 1500 }],
      [
        { mint: SOL, units: -2n, marketUsd: 300 },
        { mint: X, units: 100n, marketUsd: 290 },
      ],
      [
        { mint: SOL, units: -4n, marketUsd: 600 },
        { mint: X, units: 100n, marketUsd: 610 },
      ],
      [{ mint: X, units: -50n, marketUsd: 500 }],
    ];
    const avg = costBasis(txs, 'average').get(X);
    expect(avg?.units).toBe(150n);
    expect(avg?.invested).toBe(900);
    expect(avg?.realized).toBeCloseTo(500 - 900 / 4, 9);
    expect(avg?.cost).toBeCloseTo(900 * 0.75, 9);
    const fifo = costBasis(txs, 'fifo').get(X);
    expect(fifo?.realized).toBeCloseTo(500 - 150, 9);
    expect(fifo?.cost).toBeCloseTo(150 + 600, 9);
    expect(costBasis(txs, 'average').get(SOL)?.realized).toBeCloseTo(0, 9);
  });

  it('a disposal beyond the known history carries no gain for the unknown part', () => {
    const txs = [[{ mint: X, units: 10n, marketUsd: 10 }], [{ mint: X, units: -20n, marketUsd: 40 }]];
    const p = costBasis(txs, 'average').get(X);
    expect(p?.realized).toBeCloseTo(20 - 10, 9);
    expect(p?.units).toBe(0n);
  });

  it('a position NFT with no price, given up for tokens, fetched what came back: its gain is that less its cost', () => {
    const NFT = 'position';
    const txs = [
      [{ mint: SOL, units: 10n, marketUsd: 1500 }],
      [
        { mint: SOL, units: -2n, marketUsd: 300 },
        { mint: NFT, units: 1n, marketUsd: 0, unpriced: true as const },
      ],
      [
        { mint: NFT, units: -1n, marketUsd: 0, unpriced: true as const },
        { mint: SOL, units: 3n, marketUsd: 330 },
      ],
    ];
    const positions = costBasis(txs, 'average');
    expect(positions.get(NFT)?.units).toBe(0n);
    expect(positions.get(NFT)?.realized).toBeCloseTo(330 - 300, 9);
    // The SOL that came back cost what the position fetched: no gain is counted twice.
    expect(positions.get(SOL)?.realized).toBeCloseTo(0, 9);
    expect(positions.get(SOL)?.cost).toBeCloseTo(1500 * 0.8 + 330, 9);
  });
});
