import { describe, expect, it } from 'vitest';
import { INVALID_TRANSACTION_DATA } from '@shared/security/request-guard';
import { ApiError } from '@web/lib/api-client';
import { RATE_LIMIT_MESSAGE } from '@web/lib/rate-limit';
import { failureText } from './failure-text';
import { OperationError } from './operation-error';

describe('failureText', () => {
  it("uses the server's or operation's message, the client's own messages, else the fallback", () => {
    expect(failureText(new ApiError(400, 'Insufficient balance: x'), 'Failed')).toBe(
      'Insufficient balance: x',
    );
    expect(failureText(new OperationError('rejected', 'User rejected'), 'Failed')).toBe('User rejected');
    expect(failureText(new Error(RATE_LIMIT_MESSAGE), 'Failed')).toBe(RATE_LIMIT_MESSAGE);
    expect(failureText(new Error(INVALID_TRANSACTION_DATA), 'Failed')).toBe(INVALID_TRANSACTION_DATA);
    expect(failureText(new TypeError('fetch failed'), 'Failed')).toBe('Failed');
    expect(failureText(undefined, 'Failed')).toBe('Failed');
  });
});
