import { describe, expect, it } from 'vitest';
import { estimatedBatchSeconds } from './batch-fees';

describe('batch time estimate', () => {
  it('adds the pause between send chunks', () => {
    expect(estimatedBatchSeconds(0)).toBe(0);
    expect(estimatedBatchSeconds(10)).toBe(1.2);
    expect(estimatedBatchSeconds(10, { size: 16, intervalMs: 500 })).toBe(1.2);
    expect(estimatedBatchSeconds(40, { size: 16, intervalMs: 500 })).toBe(2.8);
  });
});
