import { describe, expect, it } from 'vitest';
import type { Operation } from '@shared/schemas/operations';
import { readOutcome } from './liquidity-outcome';

const operation = (result: Record<string, unknown> | null): Operation => ({
  id: 'op',
  kind: 'liquidity',
  status: 'confirmed',
  summary: {
    positionId: 'pos',
    poolAddress: 'pool',
    liquidityAmount: '1000',
    sharePercentage: 12.5,
    currentValue: 300,
    initialValue: 300,
    estimatedAPR: 4.2,
  },
  result,
  error: null,
  transactions: [],
  explorerUrl: null,
  createdAt: '',
  updatedAt: '',
});

describe('readOutcome', () => {
  it('reads the summary and the txHash of the confirmed operation', () => {
    const outcome = readOutcome(operation({ txHash: 'sig' }), 'add');
    expect(outcome?.txHash).toBe('sig');
    expect(outcome?.sharePercentage).toBe(12.5);
    expect(outcome?.headline).toBe('Your position holds 12.5% of the pool.');
  });

  it('states a tiny share with the same precision as the Pool Share row', () => {
    const tiny = operation({ txHash: 'sig' });
    const outcome = readOutcome({ ...tiny, summary: { ...tiny.summary, sharePercentage: 0.0021 } }, 'add');
    expect(outcome?.headline).toBe('Your position holds 0.0021% of the pool.');
  });

  it('is null when the summary is not a liquidity summary', () => {
    expect(readOutcome({ ...operation(null), summary: {} }, 'remove')).toBeNull();
  });
});
