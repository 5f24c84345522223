import { describe, expect, it } from 'vitest';
import { approvalFor, canApproveAll } from './run-approval';

const rehearsal = { isLocalWallet: true, rehearsal: true, embedded: true };

describe('approving a run’s signing requests', () => {
  it('offers approve-all only to the Local Wallet rehearsing on the embedded chain', () => {
    expect(canApproveAll(rehearsal)).toBe(true);
    expect(canApproveAll({ ...rehearsal, isLocalWallet: false })).toBe(false);
    expect(canApproveAll({ ...rehearsal, rehearsal: false })).toBe(false);
    expect(canApproveAll({ ...rehearsal, embedded: false })).toBe(false);
  });

  it('lets a grant approve its own run only, and only while the run qualifies', () => {
    expect(approvalFor(rehearsal, 'run-a', 'run-a')).toBe('granted');
    expect(approvalFor(rehearsal, 'run-b', 'run-a')).toBe('prompt');
    expect(approvalFor(rehearsal, 'run-a', null)).toBe('prompt');
    expect(approvalFor({ ...rehearsal, rehearsal: false }, 'run-a', 'run-a')).toBe('prompt');
    expect(approvalFor({ ...rehearsal, embedded: false }, 'run-a', 'run-a')).toBe('prompt');
  });

  it('leaves an extension wallet to its own prompt, grant or not', () => {
    const extension = { ...rehearsal, isLocalWallet: false };
    expect(approvalFor(extension, 'run-a', 'run-a')).toBe('wallet');
    expect(approvalFor(extension, 'run-a', null)).toBe('wallet');
  });
});
