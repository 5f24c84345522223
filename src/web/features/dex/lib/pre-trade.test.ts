import { describe, expect, it } from 'vitest';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { impactBand, insufficientBalance, usdText } from './pre-trade';

const SOL = { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', decimals: 9 };
const USDC = {
  mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
};
const costs = { networkFeeLamports: '5000', rentLamports: '2039280' };

describe('impactBand', () => {
  it('warns above 1 %, is dangerous above 5 % and needs a confirmation above 15 %', () => {
    expect([0.5, 1, 1.01, 5, 5.5, 15, 15.01, 90.89].map(impactBand)).toEqual([
      'ok',
      'ok',
      'warn',
      'warn',
      'danger',
      'danger',
      'confirm',
      'confirm',
    ]);
  });
});

describe('usdText', () => {
  it('values an amount at the USD price, and says nothing without a price or an amount', () => {
    expect(usdText('100,000', 149.93)).toBe('≈ $14,993,000.00');
    expect(usdText('0.5', 150)).toBe('≈ $75.00');
    expect(usdText('0.00001', 0.2)).toBe('≈ <$0.01');
    expect(usdText('1', null)).toBeNull();
    expect(usdText('', 150)).toBeNull();
    expect(usdText('abc', 150)).toBeNull();
  });
});

describe('insufficientBalance', () => {
  it('refuses 100,000 SOL from a 10 SOL wallet before the click', () => {
    const check = { from: SOL, uiAmount: '100000', fromBalance: '10', solBalance: '10', ...costs };
    expect(insufficientBalance(check)).toBe('Insufficient SOL balance');
  });

  it('counts the fee and the new-account rent when paying in SOL', () => {
    const check = { from: SOL, fromBalance: '10', solBalance: '10', ...costs };
    expect(insufficientBalance({ ...check, uiAmount: '9.99' })).toBeNull();
    expect(insufficientBalance({ ...check, uiAmount: '9.999' })).toBe('Insufficient SOL balance');
  });

  it('names the token when the token runs short, and SOL when only the fees cannot be paid', () => {
    const check = { from: USDC, uiAmount: '50', ...costs };
    expect(insufficientBalance({ ...check, fromBalance: '49.999999', solBalance: '1' })).toBe(
      'Insufficient USDC balance',
    );
    expect(insufficientBalance({ ...check, fromBalance: '50', solBalance: '0.001' })).toBe(
      'Insufficient SOL balance',
    );
    expect(insufficientBalance({ ...check, fromBalance: '50', solBalance: '1' })).toBeNull();
  });

  it('does not block while a balance is unknown or the amount is not a number yet', () => {
    expect(
      insufficientBalance({ from: SOL, uiAmount: '5', fromBalance: null, solBalance: null, ...costs }),
    ).toBeNull();
    expect(
      insufficientBalance({ from: SOL, uiAmount: '1.', fromBalance: '0', solBalance: '0', ...costs }),
    ).toBeNull();
  });
});
