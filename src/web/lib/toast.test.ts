import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, reducer, type ToasterToast } from './toast';

const make = (id: string): ToasterToast => ({ id, title: `t${id}`, open: true });

describe('toast store', () => {
  it('keeps only the newest toast visible (limit 1)', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = reducer(reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') }), {
      type: 'ADD_TOAST',
      toast: make('2'),
    });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('dismisses by closing, then removes', () => {
    const added = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    const dismissed = reducer(added, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(reducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
