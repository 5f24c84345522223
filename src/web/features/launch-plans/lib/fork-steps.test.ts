import { describe, expect, it } from 'vitest';
import { forkStepDetail, forkStepOk } from './fork-steps';

const step = (status: string, error: string | null, feeLamports = '0') => ({
  step: 'pool',
  kind: 'pool',
  status,
  error,
  feeLamports,
});

describe('a fork rehearsal step line', () => {
  it('gives a confirmed step its fees, a failed one its error, a step never run "not reached"', () => {
    expect(forkStepDetail(step('confirmed', null, '15000'))).toBe('Confirmed; 0.000015 SOL in fees');
    expect(forkStepOk(step('confirmed', null))).toBe(true);
    expect(forkStepDetail(step('failed', 'Insufficient SOL to pay for this transaction'))).toBe(
      'Insufficient SOL to pay for this transaction',
    );
    expect(forkStepOk(step('failed', 'x'))).toBe(false);
    expect(forkStepDetail(step('pending', null))).toBe('Not reached: an earlier step stopped the rehearsal');
    expect(forkStepOk(step('pending', null))).toBeNull();
  });
});
