import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from './text';
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
    [{ decimals: 1e308 }, tokenMessages.decimalsInvalid],
    [{ decimals: 9007199254740992 }, tokenMessages.decimalsInvalid],
    [{ decimals: '1'.repeat(31) }, tokenMessages.decimalsInvalid],
    [{ decimals: 19 }, tokenMessages.decimalsInvalid],
    [{ decimals: 1.5 }, tokenMessages.decimalsInvalid],
    [{ name: 'Mo\u0000on' }, CONTROL_CHARACTERS_MESSAGE],
    [{ symbol: '\ud800' }, CONTROL_CHARACTERS_MESSAGE],
    [{ description: 'd\u0000' }, CONTROL_CHARACTERS_MESSAGE],
    [{ metadata: { ['k\u0000']: 'v' } }, CONTROL_CHARACTERS_MESSAGE],
    [{ metadata: { attributes: [{ value: '\udfff' }] } }, CONTROL_CHARACTERS_MESSAGE],
  ])('%o → %s', (input, message) => {
    expect(messagesFor(input)).toContain(message);
  });
  it('allows exactly 50 / 10 / 500 characters', () => {
    expect(
      messagesFor({ name: 'x'.repeat(50), symbol: 'x'.repeat(10), description: 'x'.repeat(500) }),
    ).toEqual([]);
  });
  it('reports out-of-range decimals alone, never reaching the supply math', () => {
    expect(messagesFor({ decimals: 1e308, totalSupply: '1'.repeat(31) })).toEqual([
      tokenMessages.decimalsInvalid,
    ]);
  });
  it('rejects more fraction digits than the decimals allow', () => {
    expect(messagesFor({ totalSupply: '1.5', decimals: 0 })).toContain(tokenMessages.supplyInvalid);
  });
});
