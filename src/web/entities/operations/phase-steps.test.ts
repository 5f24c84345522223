import { describe, expect, it } from 'vitest';
import type { Operation } from '@shared/schemas/operations';
import { operationSignature, phaseProgress, stepState } from './phase-steps';

describe('stepState', () => {
  it('marks earlier steps done and the current one active', () => {
    expect(stepState('preparing', 'submitting')).toBe('done');
    expect(stepState('submitting', 'submitting')).toBe('active');
    expect(stepState('confirming', 'submitting')).toBe('pending');
  });

  it('marks the step where a failure happened', () => {
    expect(stepState('signing', 'failed', 'signing')).toBe('error');
    expect(stepState('preparing', 'failed', 'signing')).toBe('done');
    expect(stepState('confirming', 'expired', 'submitting')).toBe('pending');
  });

  it('completes every step once confirmed', () => {
    expect(stepState('confirming', 'confirmed')).toBe('done');
    expect(phaseProgress('confirmed')).toBe(100);
    expect(phaseProgress('signing')).toBeLessThan(phaseProgress('confirming'));
  });
});

describe('operationSignature', () => {
  const base: Operation = {
    id: 'x',
    kind: 'token_create',
    status: 'submitted',
    summary: {},
    result: null,
    error: null,
    transactions: [{ index: 0, signature: null, status: 'planned', error: null }],
    explorerUrl: null,
    createdAt: '',
    updatedAt: '',
  };

  it('prefers the recorded transaction signature, then the result', () => {
    expect(operationSignature(null)).toBeNull();
    expect(operationSignature(base)).toBeNull();
    expect(operationSignature({ ...base, result: { signature: 'FromResult' } })).toBe('FromResult');
    const withTx = {
      ...base,
      transactions: [{ index: 0, signature: 'FromTx', status: 'submitted' as const, error: null }],
    };
    expect(operationSignature(withTx)).toBe('FromTx');
  });
});
