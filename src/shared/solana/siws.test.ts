import { describe, expect, it } from 'vitest';
import { createSignInMessageText, parseSignInMessage } from './siws';

describe('Sign-In With Solana message', () => {
  it('is parsed back to the fields the server checks', () => {
    const text = createSignInMessageText({
      domain: 'localhost:5000',
      address: 'So11111111111111111111111111111111111111112',
      statement: 'Sign in',
      uri: 'http://localhost:5000',
      version: '1',
      chainId: 'localnet',
      nonce: 'abc123',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-01T00:05:00.000Z',
    });
    expect(text.split('\n')[0]).toBe('localhost:5000 wants you to sign in with your Solana account:');
    expect(parseSignInMessage(text)).toEqual({
      domain: 'localhost:5000',
      address: 'So11111111111111111111111111111111111111112',
      nonce: 'abc123',
    });
    expect(parseSignInMessage('hello')).toBeNull();
  });
});
