import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getAmountOut, quoteReservePool, type ReservePool } from './amm';
import { PoolGraph } from './routing';

const E6 = 10n ** 6n;
const E9 = 10n ** 9n;
const fixture: ReservePool[] = [
  { id: 'sol-usdc', mintA: 'SOL', mintB: 'USDC', reserveA: 2_000n * E9, reserveB: 300_000n * E6, feeBps: 25 },
  { id: 'sol-usdt', mintA: 'SOL', mintB: 'USDT', reserveA: 1_000n * E9, reserveB: 151_000n * E6, feeBps: 25 },
  {
    id: 'usdt-usdc',
    mintA: 'USDT',
    mintB: 'USDC',
    reserveA: 500_000n * E6,
    reserveB: 500_000n * E6,
    feeBps: 1,
  },
  { id: 'ray-sol', mintA: 'RAY', mintB: 'SOL', reserveA: 150_000n * E6, reserveB: 2_000n * E9, feeBps: 25 },
  {
    id: 'ray-usdc',
    mintA: 'RAY',
    mintB: 'USDC',
    reserveA: 100_000n * E6,
    reserveB: 200_000n * E6,
    feeBps: 100,
  },
  { id: 'sol-usdc-1', mintA: 'USDC', mintB: 'SOL', reserveA: 30_000n * E6, reserveB: 200n * E9, feeBps: 100 },
];

describe('route search on a fixture graph', () => {
  const graph = new PoolGraph(fixture, quoteReservePool);

  it('the best route pays at least every single-pool route', () => {
    fc.assert(
      fc.property(fc.bigInt(10n ** 6n, 500n * E9), fc.constantFrom('SOL', 'RAY'), (amount, input) => {
        const routes = graph.bestRoutes(input, 'USDC', amount);
        const best = routes[0];
        expect(best).toBeDefined();
        for (const pool of fixture) {
          const direct =
            pool.mintA === input && pool.mintB === 'USDC'
              ? getAmountOut(amount, pool.reserveA, pool.reserveB, pool.feeBps)
              : pool.mintB === input && pool.mintA === 'USDC'
                ? getAmountOut(amount, pool.reserveB, pool.reserveA, pool.feeBps)
                : 0n;
          expect(best && best.amountOut >= direct).toBe(true);
        }
        for (let i = 1; i < routes.length; i++) {
          expect((routes[i - 1]?.amountOut ?? 0n) >= (routes[i]?.amountOut ?? 0n)).toBe(true);
        }
      }),
    );
  });

  it('finds direct, two-hop and split routes, and a split of a big order beats one pool', () => {
    const routes = graph.bestRoutes('SOL', 'USDC', 200n * E9);
    expect(routes[0]?.kind).toBe('split');
    expect(routes.map((r) => r.kind)).toEqual(expect.arrayContaining(['direct', 'multi-hop']));
    const split = routes[0];
    expect(split?.legs.reduce((s, l) => s + l.amountIn, 0n)).toBe(200n * E9);
  });

  it('chains hops: each hop takes the previous output', () => {
    const leg = graph.bestRoutes('RAY', 'USDT', 1_000n * E6).find((r) => r.kind === 'multi-hop')?.legs[0];
    expect(leg?.hops.length).toBe(2);
    expect(leg?.hops[1]?.amountIn).toBe(leg?.hops[0]?.amountOut);
  });

  it('answers nothing for unknown mints or the same mint', () => {
    expect(graph.bestRoutes('SOL', 'NOPE', 1n)).toEqual([]);
    expect(graph.bestRoutes('SOL', 'SOL', 1n)).toEqual([]);
  });
});
