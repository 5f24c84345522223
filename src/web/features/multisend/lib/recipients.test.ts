import { describe, expect, it } from 'vitest';
import { parseRecipientCsv } from '@shared/math/batch-parse';
import { buildCsvTemplate, isAcceptedUpload } from './csv-template';
import { BATCH_KINDS } from './kinds';
import { analyzeRecipients, rowsToText } from './recipients';

const A = 'So11111111111111111111111111111111111111112';
const B = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

describe('recipient list', () => {
  it('ignores blank lines, keeps textarea line numbers for bad lines and merges duplicates', () => {
    const analysis = analyzeRecipients(`${A}\n\n  \nbad-line\n${B}\n${A}`);
    expect(analysis.lineCount).toBe(4);
    expect(analysis.recipients.map((r) => r.address)).toEqual([A, B]);
    expect(analysis.invalid.map((i) => i.line)).toEqual([4]);
    expect(analysis.duplicates).toEqual([{ address: A, lines: [1, 6] }]);
  });

  it('turns an upload into textarea lines in file order, bad rows kept for fixing', () => {
    const parsed = parseRecipientCsv(`address,amount\n${A},5\n"oops",1\n${B}\n`);
    expect(parsed.hasAmounts).toBe(true);
    expect(rowsToText(parsed.entries, parsed.invalid)).toBe(`${A},5\noops,1\n${B}`);
  });

  it('offers a template whose header the upload skips and whose own-wallet row parses', () => {
    const template = buildCsvTemplate(BATCH_KINDS.sol, A);
    expect(template.split('\n')[0]).toBe('address,amount');
    const parsed = parseRecipientCsv(template);
    expect(parsed.entries).toEqual([{ line: 2, address: A, amount: '0.1' }]);
    expect(parsed.invalid.map((i) => i.line)).toEqual([3, 4]);
    expect(isAcceptedUpload('list.CSV')).toBe(true);
    expect(isAcceptedUpload('list.txt')).toBe(true);
    expect(isAcceptedUpload('list.json')).toBe(false);
  });
});
