import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberPlanned, takePlanned } from './just-planned';
import type { OperationRow } from './store';

const op = (id: string, wallet: string): OperationRow => ({
  id,
  wallet,
  kind: 'launchpad_trade',
  status: 'planned',
  summary: {},
  result: null,
  error: null,
  groupId: null,
  groupIndex: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe('just planned operations', () => {
  afterEach(() => vi.useRealTimers());

  it('are handed to their own wallet once, never to another wallet', () => {
    rememberPlanned(op('a', 'alice'), []);
    expect(takePlanned('a', 'mallory')).toBeNull();
    expect(takePlanned('a', 'alice')?.op.id).toBe('a');
    expect(takePlanned('a', 'alice')).toBeNull();
    expect(takePlanned('unknown', 'alice')).toBeNull();
  });

  it('are not handed out once older than a blockhash', () => {
    vi.useFakeTimers();
    rememberPlanned(op('old', 'alice'), []);
    vi.advanceTimersByTime(121_000);
    expect(takePlanned('old', 'alice')).toBeNull();
  });
});
