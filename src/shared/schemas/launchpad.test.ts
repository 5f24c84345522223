import { describe, expect, it } from 'vitest';
import { launchpadMessages, launchTokenDataSchema, pumpFunRequestSchema } from './launchpad';

const valid = {
  tokenName: 'Rocket Dog',
  tokenSymbol: 'rdog',
  description: 'A dog that rides rockets',
  socialLinks: { twitter: '', telegram: 'https://t.me/rdog', website: '' },
  initialLiquidity: '0.5',
  bondingCurve: 'standard',
};
const messages = (input: unknown) => {
  const r = launchTokenDataSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Pump.fun create payload (spec §5)', () => {
  it('accepts the spec payload and upper-cases the symbol', () => {
    expect(launchTokenDataSchema.parse(valid)).toMatchObject({ tokenSymbol: 'RDOG', imageUrl: '' });
  });

  it('answers the spec messages', () => {
    expect(messages({ ...valid, tokenName: '' })).toEqual([launchpadMessages.nameRequired]);
    expect(messages({ ...valid, tokenSymbol: 'ABCDEFGHIJK' })).toEqual([launchpadMessages.symbolTooLong]);
    expect(messages({ ...valid, description: 'short' })).toEqual([
      'Description must be at least 10 characters',
    ]);
    expect(messages({ ...valid, initialLiquidity: '' })).toEqual(['Initial liquidity is required']);
    expect(messages({ ...valid, socialLinks: { twitter: 'not a url' } })).toEqual([
      launchpadMessages.urlInvalid,
    ]);
    expect(messages({ ...valid, bondingCurve: 'linear' })).toEqual([launchpadMessages.curveInvalid]);
  });

  it('refuses hostile input with a message, never a throw', () => {
    expect(messages({ ...valid, tokenName: 'a\u0000b' })).toHaveLength(1);
    expect(messages({ ...valid, initialLiquidity: '1e400' })).toEqual([launchpadMessages.amountInvalid]);
    expect(messages({ ...valid, initialLiquidity: '99999999999999999999' })).toEqual([
      launchpadMessages.amountInvalid,
    ]);
    expect(messages({ ...valid, initialLiquidity: '0.0000000001' })).toEqual([launchpadMessages.tooPrecise]);
    expect(messages({ ...valid, initialLiquidity: { $gt: 1 } })).toHaveLength(1);
    const buy = pumpFunRequestSchema.safeParse({ action: 'buy', mint: 'nope', amount: '1' });
    expect(buy.success).toBe(false);
    expect(pumpFunRequestSchema.safeParse({ action: 'burn' }).success).toBe(false);
  });
});
