import { describe, expect, it } from 'vitest';
import { normalisedPath } from './request-path';

describe('normalisedPath', () => {
  it.each([
    ['/api/chain/status', '/api/chain/status'],
    ['/%61pi/chain/status', '/api/chain/status'],
    ['/%61%70%69/auth/nonce?x=1', '/api/auth/nonce'],
    ['/x/../api/chain/status', '/api/chain/status'],
    ['/./api//chain/status', '/api/chain/status'],
    ['//api/chain/status', '/api/chain/status'],
    ['/api/tokens/metadata/%E0%A4%A', '/api/tokens/metadata/%E0%A4%A'],
    ['/rpc', '/rpc'],
  ])('%s → %s', (raw, expected) => {
    expect(normalisedPath(raw)).toBe(expected);
  });
});
