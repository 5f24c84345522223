import { describe, expect, it } from 'vitest';
import { formatAddress, isUserRejection, walletSlug } from './format';

describe('wallet address display', () => {
  it('shows the first 4 and last 4 characters of a public key', () => {
    expect(formatAddress('AbCd1111111111111111111111111111111WxYz')).toBe('AbCd...WxYz');
    expect(formatAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe...VFin');
  });

  it('leaves very short strings untouched', () => {
    expect(formatAddress('short')).toBe('short');
  });
});

describe('wallet helpers', () => {
  it('slugs wallet names for test ids', () => {
    expect(walletSlug('Local Wallet')).toBe('local-wallet');
    expect(walletSlug('Phantom')).toBe('phantom');
  });

  it('recognises a rejection in the wallet popup', () => {
    expect(isUserRejection({ code: 4001, message: 'x' })).toBe(true);
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(true);
    expect(isUserRejection(new Error('Transaction too large'))).toBe(false);
  });
});
