import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, isSafeJson, isSafeText, safeString } from './text';

const hasControl = (s: string) =>
  [...s].some((ch) => {
    const c = ch.charCodeAt(0);
    return (c < 0x20 && ![0x09, 0x0a, 0x0d].includes(c)) || c === 0x7f;
  });

describe('safe text', () => {
  it.each([
    '\u0000',
    'a\u0000',
    '\u0007',
    '\u001b[31m',
    '\u007f',
    '\ud800',
    'a\udfff',
    '\udc00\ud800',
    'x\ud83d',
  ])('refuses %j', (value) => {
    expect(isSafeText(value)).toBe(false);
    expect(safeString().safeParse(value).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('accepts tabs, line breaks, emoji (surrogate pairs) and any other well-formed text', () => {
    expect(isSafeText('Moon 🚀\tline\r\nnext — ünïcödé')).toBe(true);
    fc.assert(
      // fast-check's binary unit never produces lone surrogates, so only controls can be refused.
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => isSafeText(s) === !hasControl(s)),
    );
  });

  it('keeps the later rules and their messages for safe text', () => {
    const schema = safeString().trim().min(1, 'required');
    expect(schema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['required']);
    expect(schema.safeParse(' \u0000 ').error?.issues.map((i) => i.message)).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
  });

  it('walks keys and values of JSON however deep, without recursion', () => {
    expect(isSafeJson({ a: [{ b: 'ok' }], n: 1, z: null })).toBe(true);
    expect(isSafeJson({ a: [{ b: 'bad\u0000' }] })).toBe(false);
    expect(isSafeJson({ ['k\ud800']: 1 })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(isSafeJson(deep)).toBe(false);
  });
});
