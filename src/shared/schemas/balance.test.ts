import { describe, expect, it } from 'vitest';
import { balanceMessages, balanceRequestSchema } from './balance';

const WALLET = 'So11111111111111111111111111111111111111112';

describe('balance checker rules (spec part 1 §5)', () => {
  it('accepts a wallet without a token', () => {
    expect(balanceRequestSchema.parse({ walletAddress: WALLET, tokenAddress: '' })).toEqual({
      walletAddress: WALLET,
      tokenAddress: undefined,
    });
  });
  it.each(['short', 'x'.repeat(45), 'O0Il'.repeat(10)])(
    'refuses %s with the spec message',
    (walletAddress) => {
      const result = balanceRequestSchema.safeParse({ walletAddress });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(balanceMessages.invalidWallet);
    },
  );
  it('refuses a token address that is not a public key', () => {
    const result = balanceRequestSchema.safeParse({ walletAddress: WALLET, tokenAddress: 'not-a-key' });
    expect(result.error?.issues[0]?.message).toBe(balanceMessages.invalidToken);
  });
});
