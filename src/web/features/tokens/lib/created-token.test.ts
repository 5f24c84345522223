import { describe, expect, it } from 'vitest';
import type { Operation } from '@shared/schemas/operations';
import { tokenMessages } from '@shared/schemas/tokens';
import { ApiError } from '@web/lib/api-client';
import { OperationError } from '@web/entities/operations/operation-error';
import { RATE_LIMIT_MESSAGE } from '@web/lib/rate-limit';
import { creationFailureText, readCreatedToken } from './created-token';

const request = {
  name: 'Solar',
  symbol: 'SOL2',
  decimals: 9,
  totalSupply: '1000',
  description: '',
  metadata: null,
  revokeMintAuthority: false,
  revokeFreezeAuthority: false,
};

const confirmed: Operation = {
  id: 'op',
  kind: 'token_create',
  status: 'confirmed',
  summary: { mint: 'SummaryMint' },
  result: { mint: 'ResultMint', signature: 'ResultSig' },
  error: null,
  transactions: [{ index: 0, signature: 'TxSig', status: 'confirmed', error: null }],
  explorerUrl: 'https://explorer.solana.com/tx/TxSig',
  createdAt: '',
  updatedAt: '',
};

describe('readCreatedToken', () => {
  it('reads mint and signature from the result', () => {
    expect(readCreatedToken(confirmed, request)).toEqual({
      mint: 'ResultMint',
      signature: 'ResultSig',
      name: 'Solar',
      symbol: 'SOL2',
      explorerUrl: 'https://explorer.solana.com/tx/TxSig',
      logoUri: null,
    });
  });

  it('points at the app-served logo when the metadata names an image', () => {
    const withImage = { ...request, metadata: { image: 'http://localhost/api/tokens/images/abc' } };
    expect(readCreatedToken(confirmed, withImage)?.logoUri).toBe('/api/tokens/logo/ResultMint');
  });

  it('falls back to the summary mint and the transaction signature', () => {
    expect(readCreatedToken({ ...confirmed, result: null }, request)).toMatchObject({
      mint: 'SummaryMint',
      signature: 'TxSig',
    });
  });
});

describe('creationFailureText', () => {
  it('uses the server message, else the spec default', () => {
    expect(creationFailureText(new ApiError(400, 'Insufficient SOL to pay for this transaction'))).toBe(
      'Insufficient SOL to pay for this transaction',
    );
    expect(creationFailureText(new OperationError('failed', 'Transaction failed: custom error'))).toBe(
      'Transaction failed: custom error',
    );
    expect(creationFailureText(new Error(RATE_LIMIT_MESSAGE))).toBe(RATE_LIMIT_MESSAGE);
    expect(creationFailureText(new TypeError('Failed to fetch'))).toBe(tokenMessages.failedDefault);
    expect(creationFailureText(undefined)).toBe('Failed to create token. Please try again.');
  });
});
