import { describe, expect, it } from 'vitest';
import { tokenCreateSchema, tokenMessages } from '@shared/schemas/tokens';
import {
  TOKEN_FORM_DEFAULTS,
  caretAfterFormat,
  formatSupplyInput,
  formatSymbolInput,
  toCreateTokenBody,
} from './token-form-values';

function messagesFor(values: Partial<typeof TOKEN_FORM_DEFAULTS>): Record<string, string> {
  const parsed = tokenCreateSchema.safeParse({ ...TOKEN_FORM_DEFAULTS, ...values });
  if (parsed.success) return {};
  // Like zodResolver: the first issue of each field is the one shown under it.
  const shown: Record<string, string> = {};
  for (const issue of parsed.error.issues) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('supply input', () => {
  it('shows thousands separators as the user types', () => {
    expect(formatSupplyInput('1000000000')).toBe('1,000,000,000');
    expect(formatSupplyInput('1,0000')).toBe('10,000');
    expect(formatSupplyInput('1234.5')).toBe('1,234.5');
    expect(formatSupplyInput('12.')).toBe('12.');
    expect(formatSupplyInput('abc12x3')).toBe('123');
  });

  it('keeps the caret after the same digit when separators move', () => {
    // "1,000|" + "0" typed at the end → "10,000" with the caret at the end.
    expect(caretAfterFormat('10,000', '1,0000', 6)).toBe(6);
    // A digit typed after the first "1" of "1,000" → raw "12,000" (caret 2) → "12,000", caret after "2".
    expect(caretAfterFormat('12,000', '12,000', 2)).toBe(2);
    // Typing "5" at the start of "999" → "5999" → "5,999": caret after the 5.
    expect(caretAfterFormat('5,999', '5999', 1)).toBe(1);
    expect(caretAfterFormat('5,999', '5999', 0)).toBe(0);
  });

  it('forces the symbol to upper case', () => {
    expect(formatSymbolInput('flare')).toBe('FLARE');
  });
});

describe('create payload', () => {
  it('removes commas from the supply and upper-cases the symbol', () => {
    const parsed = tokenCreateSchema.parse({
      ...TOKEN_FORM_DEFAULTS,
      name: ' Solar Flare ',
      symbol: 'flr',
      totalSupply: '1,000,000',
      description: ' A sunny token ',
    });
    expect(toCreateTokenBody(parsed)).toEqual({
      name: 'Solar Flare',
      symbol: 'FLR',
      decimals: 9,
      totalSupply: '1000000',
      description: 'A sunny token',
      metadata: null,
      revokeMintAuthority: false,
      revokeFreezeAuthority: false,
    });
  });

  it('carries the uploaded metadata and the authority choices', () => {
    const parsed = tokenCreateSchema.parse({
      ...TOKEN_FORM_DEFAULTS,
      name: 'A',
      symbol: 'A',
      totalSupply: '5',
      decimals: 6,
      metadata: { image: 'https://example.com/a.png' },
      revokeMintAuthority: true,
      revokeFreezeAuthority: true,
    });
    expect(toCreateTokenBody(parsed)).toMatchObject({
      decimals: 6,
      metadata: { image: 'https://example.com/a.png' },
      revokeMintAuthority: true,
      revokeFreezeAuthority: true,
    });
  });

  it('shows the spec messages for an empty or invalid form', () => {
    expect(messagesFor({})).toEqual({
      name: tokenMessages.nameRequired,
      symbol: tokenMessages.symbolRequired,
      totalSupply: tokenMessages.supplyRequired,
    });
    expect(
      messagesFor({
        name: 'x'.repeat(51),
        symbol: 'ABCDEFGHIJK',
        totalSupply: '0',
        description: 'd'.repeat(501),
      }),
    ).toEqual({
      name: 'Token name must be less than 50 characters',
      symbol: 'Token symbol must be less than 10 characters',
      totalSupply: 'Total supply must be a valid number',
      description: 'Description must be less than 500 characters',
    });
  });
});
