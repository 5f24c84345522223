import { describe, expect, it } from 'vitest';
import { tokenCreateSchema, tokenMessages } from './tokens';

const valid = { name: 'Moon', symbol: 'moon', totalSupply: '1,000,000' };
const messagesFor = (input: Record<string, unknown>) => {
  const result = tokenCreateSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('token creation rules (spec part 1 §5)', () => {
  it('accepts a valid launch, upper-cases the symbol, strips separators, defaults decimals to 9', () => {
    const parsed = tokenCreateSchema.parse(valid);
    expect(parsed).toMatchObject({ symbol: 'MOON', totalSupply: '1000000', decimals: 9, description: '' });
  });
  it.each([
    [{ name: '' }, tokenMessages.nameRequired],
    [{ name: 'x'.repeat(51) }, tokenMessages.nameTooLong],
    [{ symbol: '' }, tokenMessages.symbolRequired],
    [{ symbol: 'ABCDEFGHIJK' }, tokenMessages.symbolTooLong],
    [{ totalSupply: '' }, tokenMessages.supplyRequired],
    [{ totalSupply: 'abc' }, tokenMessages.supplyInvalid],
    [{ totalSupply: '0' }, tokenMessages.supplyInvalid],
    [{ totalSupply: '-5' }, tokenMessages.supplyInvalid],
    [{ description: 'x'.repeat(501) }, tokenMessages.descriptionTooLong],
    [{ totalSupply: '100000000000', decimals: 18 }, tokenMessages.supplyTooLarge],
  ])('%o → %s', (input, message) => {
    expect(messagesFor(input)).toContain(message);
  });
  it('allows exactly 50 / 10 / 500 characters', () => {
    expect(
      messagesFor({ name: 'x'.repeat(50), symbol: 'x'.repeat(10), description: 'x'.repeat(500) }),
    ).toEqual([]);
  });
  it('rejects more fraction digits than the decimals allow', () => {
    expect(messagesFor({ totalSupply: '1.5', decimals: 0 })).toContain(tokenMessages.supplyInvalid);
  });
});
