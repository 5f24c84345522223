import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURVE_SALE, quoteBuy, type CurveState } from '@shared/math/bonding-curve';
import type { AppContext } from '../../context';
import { afterPlanned, tradePlanning, tradesPriced } from './curve-queue';

function tradePlanned(
  ctx: AppContext,
  mint: string,
  wallet: string,
  t: { id: string; side: 'buy' | 'sell'; units: bigint },
) {
  tradePlanning(ctx, mint, wallet, t).planned(t.id);
}

const fresh: CurveState = { kind: 'standard', sold: 0n, raised: 0n };
const SOL = 1_000_000_000n;

describe('quotes count the trades planned ahead of them', () => {
  afterEach(() => vi.useRealTimers());

  it('a buy planned by another wallet moves the quote as that buy would; priced, it no longer does', () => {
    const ctx = {} as AppContext;
    tradePlanned(ctx, 'M', 'A', { id: 'a1', side: 'buy', units: SOL });
    const b = quoteBuy(fresh, SOL);
    expect(afterPlanned(ctx, 'M', fresh)).toEqual({ ...fresh, sold: b.tokens, raised: b.cost });
    // A's own next quote does not count its own plan; another mint and another server know nothing of it.
    expect(afterPlanned(ctx, 'M', fresh, 'A')).toEqual(fresh);
    expect(afterPlanned(ctx, 'N', fresh)).toEqual(fresh);
    expect(afterPlanned({} as AppContext, 'M', fresh)).toEqual(fresh);
    tradesPriced(ctx, 'M', [{ id: 'a1', wallet: 'A' }]);
    expect(afterPlanned(ctx, 'M', fresh)).toEqual(fresh);
  });

  it('one entry per wallet (its latest plan), and a plan not sent is forgotten after a while', () => {
    vi.useFakeTimers();
    const ctx = {} as AppContext;
    tradePlanned(ctx, 'M', 'A', { id: 'a1', side: 'buy', units: SOL });
    tradePlanned(ctx, 'M', 'A', { id: 'a2', side: 'buy', units: SOL });
    const one = quoteBuy(fresh, SOL);
    expect(afterPlanned(ctx, 'M', fresh).sold).toBe(one.tokens);
    // The first plan's pricing does not remove the second.
    tradesPriced(ctx, 'M', [{ id: 'a1', wallet: 'A' }]);
    expect(afterPlanned(ctx, 'M', fresh).sold).toBe(one.tokens);
    vi.advanceTimersByTime(16_000);
    expect(afterPlanned(ctx, 'M', fresh)).toEqual(fresh);
  });

  it('a plan counts from its quote on, and a plan that failed is forgotten', () => {
    const ctx = {} as AppContext;
    const planning = tradePlanning(ctx, 'M', 'A', { side: 'buy', units: SOL });
    expect(afterPlanned(ctx, 'M', fresh).sold).toBe(quoteBuy(fresh, SOL).tokens);
    planning.dropped();
    expect(afterPlanned(ctx, 'M', fresh)).toEqual(fresh);
  });

  it('buys that would sell the curve out leave the quote where it is (they may never be sent)', () => {
    const ctx = {} as AppContext;
    tradePlanned(ctx, 'M', 'A', { id: 'a1', side: 'buy', units: 1_000n * SOL });
    expect(afterPlanned(ctx, 'M', fresh)).toEqual(fresh);
  });

  it('sells planned ahead lower the state by their tokens', () => {
    const ctx = {} as AppContext;
    const start = { ...fresh, sold: CURVE_SALE / 2n, raised: 20n * SOL };
    tradePlanned(ctx, 'M', 'A', { id: 'a1', side: 'sell', units: 1_000_000n });
    const after = afterPlanned(ctx, 'M', start);
    expect(after.sold).toBe(start.sold - 1_000_000n);
    expect(after.raised < start.raised).toBe(true);
  });
});
