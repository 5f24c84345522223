import { describe, expect, it } from 'vitest';
import type { BatchDetail } from '@shared/schemas/multisend';
import { OperationError, failureText } from '@web/entities/operations';
import { ApiError } from '@web/lib/api-client';
import {
  STATUS_BADGE,
  batchOutcomeToast,
  batchProgress,
  canResume,
  durationText,
  repeatSendText,
  wasNeverSent,
} from './batch-display';
import { failedAfterSubmit } from './failed-after-submit';
import { BATCH_KINDS } from './kinds';

const batch = (patch: Partial<BatchDetail>): BatchDetail => ({
  id: 'b1',
  kind: 'sol',
  token: null,
  totalAmount: '500000000',
  uiTotalAmount: '0.5',
  recipientCount: 3,
  status: 'completed',
  completedTxs: 1,
  totalTxs: 1,
  successfulRecipients: 3,
  failedRecipients: 0,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: null,
  gasUsed: '5000',
  operationIds: [],
  recipients: [],
  ...patch,
});

describe('batch display', () => {
  it('shows progress as completed over total transactions and short durations', () => {
    expect(batchProgress({ completedTxs: 1, totalTxs: 3 })).toBe(33);
    expect(batchProgress({ completedTxs: 0, totalTxs: 0 })).toBe(0);
    expect(durationText(1.2)).toBe('~2 s');
    expect(durationText(125)).toBe('~3 min');
  });

  it('announces the final status with the first recipient error or the screen default', () => {
    expect(batchOutcomeToast(BATCH_KINDS.sol, batch({})).title).toBe('Batch Completed');
    const partial = batchOutcomeToast(
      BATCH_KINDS.sol,
      batch({
        status: 'partial',
        failedRecipients: 1,
        recipients: [
          { address: 'x', amount: '1', uiAmount: '1', status: 'failed', signature: null, error: 'boom' },
        ],
      }),
    );
    expect(partial).toMatchObject({ title: 'Batch Partially Completed', variant: 'destructive' });
    expect(partial.description).toContain('boom');
    expect(batchOutcomeToast(BATCH_KINDS.token, batch({ status: 'failed' }))).toMatchObject({
      title: 'Distribution Failed',
      description: 'Failed to start token distribution',
    });
  });

  it("uses the server's message, else the spec default, and leaves post-submit failures to the batch", () => {
    expect(failureText(new ApiError(400, 'Insufficient balance: x'), 'Failed to start bulk transfer')).toBe(
      'Insufficient balance: x',
    );
    expect(failureText(new TypeError('fetch failed'), 'Failed to start bulk transfer')).toBe(
      'Failed to start bulk transfer',
    );
    expect(failedAfterSubmit(new OperationError('rejected', 'User rejected'))).toBe(false);
    expect(failedAfterSubmit(new OperationError('timeout', 'No confirmation'))).toBe(true);
  });
});

describe('batches never signed', () => {
  it('are not sent, offer Resume while awaiting or expired, and never once cancelled or sent', () => {
    const states = [
      'awaiting_signature',
      'expired',
      'cancelled',
      'processing',
      'completed',
      'partial',
      'failed',
    ] as const;
    expect(states.filter((status) => wasNeverSent({ status }))).toEqual([
      'awaiting_signature',
      'expired',
      'cancelled',
    ]);
    expect(states.filter((status) => canResume({ status }))).toEqual(['awaiting_signature', 'expired']);
    expect(STATUS_BADGE.awaiting_signature.label).toBe('Awaiting signature');
  });

  it('asks before a repeat with the count, the total and when the first one went out', () => {
    const text = repeatSendText({ startTime: '2026-01-05T10:00:00.000Z' }, 10, '0.5 SOL');
    expect(text).toMatch(
      /^This wallet sent the same 10 recipients and amounts \(0\.5 SOL in total\) at .+\. Send them again\?$/,
    );
    expect(repeatSendText({ startTime: '2026-01-05T10:00:00.000Z' }, 1, '2 SOL')).toContain(
      'same 1 recipient and',
    );
  });
});
