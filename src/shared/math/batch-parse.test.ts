import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimalStrings, mergeDuplicates, parseRecipientCsv, parseRecipientText } from './batch-parse';

const A = 'So11111111111111111111111111111111111111112';
const B = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

describe('parseRecipientText', () => {
  it('one per line, blank lines ignored, bad lines listed with their 1-based line number', () => {
    const parsed = parseRecipientText(`${A}\n\n  ${B}, 12.5\nnope\n${A} 3\n${B},-1\n`);
    expect(parsed.entries).toEqual([
      { line: 1, address: A },
      { line: 3, address: B, amount: '12.5' },
      { line: 5, address: A, amount: '3' },
    ]);
    expect(parsed.invalid).toEqual([
      { line: 4, text: 'nope', reason: 'Invalid Solana address' },
      { line: 6, text: `${B},-1`, reason: 'Amount must be a valid positive number' },
    ]);
    expect(parsed.hasAmounts).toBe(true);
  });

  it('lists a line of separators only as a missing address instead of dropping it', () => {
    expect(parseRecipientText(`${A}\n ,; \n`).invalid).toEqual([
      { line: 2, text: ',;', reason: 'Missing address' },
    ]);
  });

  it('every non-blank line ends up either as an entry or as an invalid line, in order', () => {
    const line = fc.oneof(
      fc.constant(A),
      fc.constant(`${B},7`),
      fc.constant(''),
      fc.constant('   '),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const parsed = parseRecipientText(lines.join('\n'));
        const nonBlank = lines.flatMap((l, i) => (l.trim() && !/[\r\n]/.test(l) ? [i + 1] : []));
        const seen = [...parsed.entries.map((e) => e.line), ...parsed.invalid.map((e) => e.line)].sort(
          (x, y) => x - y,
        );
        if (!lines.some((l) => /[\r\n]/.test(l))) expect(seen).toEqual(nonBlank);
      }),
    );
  });
});

describe('parseRecipientCsv', () => {
  it('skips the header, reads address,amount rows (quoted too) and flags amounts', () => {
    const parsed = parseRecipientCsv(`address,amount\r\n${A},100\r\n"${B}","2.5"\r\n\r\nbad,1\r\n`);
    expect(parsed.entries).toEqual([
      { line: 2, address: A, amount: '100' },
      { line: 3, address: B, amount: '2.5' },
    ]);
    expect(parsed.invalid).toEqual([{ line: 5, text: 'bad,1', reason: 'Invalid Solana address' }]);
    expect(parsed.hasAmounts).toBe(true);
  });

  it('reads a list of bare addresses (a .txt upload) without switching to custom', () => {
    const parsed = parseRecipientCsv(`wallets\n${A}\n${B}\n`);
    expect(parsed.entries.map((e) => e.address)).toEqual([A, B]);
    expect(parsed.hasAmounts).toBe(false);
    expect(parsed.headerSkipped).toBe(true);
  });

  it('keeps the first line of a file without a header (plain .txt of addresses, or CSV rows)', () => {
    const plain = parseRecipientCsv(`${A}\n${B}\n`);
    expect(plain.entries).toEqual([
      { line: 1, address: A },
      { line: 2, address: B },
    ]);
    expect(plain.headerSkipped).toBe(false);
    const rows = parseRecipientCsv(`\n${A},1.5\r\n${B};2\n`);
    expect(rows.entries).toEqual([
      { line: 2, address: A, amount: '1.5' },
      { line: 3, address: B, amount: '2' },
    ]);
    expect(rows.headerSkipped).toBe(false);
  });

  it('keeps an address line with a bad amount visible instead of taking it for a header', () => {
    const parsed = parseRecipientCsv(`${A},abc\n${B}\n`);
    expect(parsed.headerSkipped).toBe(false);
    expect(parsed.invalid).toEqual([
      { line: 1, text: `${A},abc`, reason: 'Amount must be a valid positive number' },
    ]);
    expect(parsed.entries).toEqual([{ line: 2, address: B }]);
  });

  it('round-trips any generated CSV of valid rows', () => {
    const row = fc.tuple(
      fc.constantFrom(A, B),
      fc.integer({ min: 1, max: 10 ** 9 }),
      fc.integer({ min: 0, max: 999 }),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const csv = ['address,amount', ...rows.map(([a, w, f]) => `${a},${w}.${f}`)].join('\n');
        const parsed = parseRecipientCsv(csv);
        expect(parsed.invalid).toEqual([]);
        expect(parsed.entries.map((e) => [e.address, e.amount])).toEqual(
          rows.map(([a, w, f]) => [a, `${w}.${f}`]),
        );
      }),
    );
  });
});

describe('mergeDuplicates', () => {
  it('keeps first-seen order, lists the lines of each duplicate and adds custom amounts exactly', () => {
    const merged = mergeDuplicates([
      { line: 1, address: A, amount: '0.1' },
      { line: 2, address: B },
      { line: 4, address: A, amount: '0.2' },
    ]);
    expect(merged.recipients).toEqual([
      { address: A, amount: '0.3', lines: [1, 4] },
      { address: B, lines: [2] },
    ]);
    expect(merged.duplicates).toEqual([{ address: A, lines: [1, 4] }]);
  });

  it('adds decimal strings without floating point', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (x, y) => {
          const dec = (v: bigint) => `${v / 10n ** 9n}.${(v % 10n ** 9n).toString().padStart(9, '0')}`;
          const expected = dec(x + y).replace(/\.?0+$/, '');
          expect(addDecimalStrings(dec(x), dec(y))).toBe(expected === '' ? '0' : expected);
        },
      ),
    );
  });
});
