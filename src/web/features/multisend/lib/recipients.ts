import {
  addDecimalStrings,
  mergeDuplicates,
  parseRecipientText,
  type InvalidLine,
  type MergedRecipient,
} from '@shared/math/batch-parse';
import { isPositiveDecimal } from '@shared/schemas/multisend';
import { stripThousands } from '@shared/solana/amounts';

/** The textarea read once per change: valid rows merged by address, bad lines with their line numbers. */
export interface RecipientAnalysis {
  /** Non-blank lines in the textarea. */
  lineCount: number;
  recipients: MergedRecipient[];
  invalid: InvalidLine[];
  duplicates: { address: string; lines: number[] }[];
  hasAmounts: boolean;
}

export function analyzeRecipients(text: string): RecipientAnalysis {
  const parsed = parseRecipientText(text);
  const { recipients, duplicates } = mergeDuplicates(parsed.entries);
  return {
    lineCount: parsed.entries.length + parsed.invalid.length,
    recipients,
    invalid: parsed.invalid,
    duplicates,
    hasAmounts: parsed.hasAmounts,
  };
}

/**
 * The value a recipient gets in the custom-amounts panel: what the user typed there, otherwise the
 * amount from its line(s) in the list. For `percentage` the value is a percent.
 */
export function customValueFor(
  overrides: Readonly<Record<string, string>>,
  recipient: MergedRecipient,
): string {
  return overrides[recipient.address] ?? recipient.amount ?? '';
}

export interface CustomValues {
  values: Record<string, string>;
  missing: string[];
  invalid: string[];
  /** Exact sum of the valid values ("0" when none). */
  sum: string;
}

/** Per-address custom values (amounts or percents) for the request, with what is missing or wrong. */
export function collectCustomValues(
  overrides: Readonly<Record<string, string>>,
  recipients: readonly MergedRecipient[],
): CustomValues {
  const result: CustomValues = { values: {}, missing: [], invalid: [], sum: '0' };
  for (const recipient of recipients) {
    const raw = stripThousands(customValueFor(overrides, recipient));
    if (raw === '') result.missing.push(recipient.address);
    else if (!isPositiveDecimal(raw)) result.invalid.push(recipient.address);
    else {
      result.values[recipient.address] = raw;
      result.sum = addDecimalStrings(result.sum, raw);
    }
  }
  return result;
}

/** Rebuilds uploaded rows as textarea lines (`address,amount`), keeping bad rows visible in file order. */
export function rowsToText(
  entries: readonly { line: number; address: string; amount?: string }[],
  invalid: readonly InvalidLine[],
): string {
  const rows = [
    ...entries.map((e) => ({ line: e.line, text: e.amount ? `${e.address},${e.amount}` : e.address })),
    ...invalid.map((i) => ({ line: i.line, text: i.text })),
  ].sort((a, b) => a.line - b.line);
  return rows.map((r) => r.text).join('\n');
}
