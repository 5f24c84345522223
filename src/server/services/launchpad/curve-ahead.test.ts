import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context';
import type { LaunchRow } from './chain';
import { curveMovesTo, quotedCurve } from './curve-ahead';

const row = (sold: bigint, raised: bigint) => ({ mint: 'M', curve: 'standard', sold, raised }) as LaunchRow;
const state = (sold: bigint, raised: bigint) => ({ kind: 'standard' as const, sold, raised });

describe('quotes while a group is on its way to the chain', () => {
  afterEach(() => vi.useRealTimers());

  it('price from where the group leaves the curve while the record still stands where it started', () => {
    const ctx = {} as AppContext;
    expect(quotedCurve(ctx, row(10n, 5n))).toEqual(state(10n, 5n));
    curveMovesTo(ctx, 'M', state(10n, 5n), state(50n, 25n));
    expect(quotedCurve(ctx, row(10n, 5n))).toEqual(state(50n, 25n));
    // Another server's context knows nothing of it.
    expect(quotedCurve({} as AppContext, row(10n, 5n))).toEqual(state(10n, 5n));
  });

  it('price from the record again once it moved (the group finished) or after a while', () => {
    vi.useFakeTimers();
    const ctx = {} as AppContext;
    curveMovesTo(ctx, 'M', state(10n, 5n), state(50n, 25n));
    expect(quotedCurve(ctx, row(48n, 24n))).toEqual(state(48n, 24n));
    expect(quotedCurve(ctx, row(10n, 5n))).toEqual(state(10n, 5n));
    curveMovesTo(ctx, 'M', state(10n, 5n), state(50n, 25n));
    vi.advanceTimersByTime(11_000);
    expect(quotedCurve(ctx, row(10n, 5n))).toEqual(state(10n, 5n));
  });

  it('a group that moves nothing leaves quotes on the record', () => {
    const ctx = {} as AppContext;
    curveMovesTo(ctx, 'M', state(10n, 5n), state(50n, 25n));
    curveMovesTo(ctx, 'M', state(10n, 5n), state(10n, 5n));
    expect(quotedCurve(ctx, row(10n, 5n))).toEqual(state(10n, 5n));
  });
});
