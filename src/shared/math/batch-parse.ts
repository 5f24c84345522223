import Papa from 'papaparse';
import { isValidAddress } from '../solana/address';
import { isPositiveDecimal } from '../schemas/multisend';

export interface RecipientEntry {
  /** 1-based line of the textarea or file. */
  line: number;
  address: string;
  amount?: string;
}
export interface InvalidLine {
  line: number;
  text: string;
  reason: string;
}
export interface ParsedRecipients {
  entries: RecipientEntry[];
  invalid: InvalidLine[];
  /** True when any row carries an amount: the form switches the send type to custom. */
  hasAmounts: boolean;
}

export const parseMessages = {
  invalidAddress: 'Invalid Solana address',
  invalidAmount: 'Amount must be a valid positive number',
  tooManyValues: 'Expected "address" or "address,amount"',
  missingAddress: 'Missing address',
} as const;

function parseRow(line: number, text: string, cells: string[], out: ParsedRecipients) {
  const values = cells.map((c) => c.trim()).filter((c) => c !== '');
  if (values.length === 0) {
    // Only separators (e.g. ","): not blank, so it is shown rather than silently dropped.
    if (text.trim()) out.invalid.push({ line, text, reason: parseMessages.missingAddress });
    return;
  }
  const [address = '', amount] = values;
  if (values.length > 2) out.invalid.push({ line, text, reason: parseMessages.tooManyValues });
  else if (!isValidAddress(address)) out.invalid.push({ line, text, reason: parseMessages.invalidAddress });
  else if (amount !== undefined && !isPositiveDecimal(amount)) {
    out.invalid.push({ line, text, reason: parseMessages.invalidAmount });
  } else {
    out.entries.push(amount === undefined ? { line, address } : { line, address, amount });
    if (amount !== undefined) out.hasAmounts = true;
  }
}

/** The textarea: one recipient per line, `address`, `address,amount` or `address amount`; blank lines ignored. */
export function parseRecipientText(text: string): ParsedRecipients {
  const out: ParsedRecipients = { entries: [], invalid: [], hasAmounts: false };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed) parseRow(i + 1, trimmed, trimmed.split(/[,;\t ]+/), out);
  });
  return out;
}

export interface ParsedUpload extends ParsedRecipients {
  /** The first non-blank line was not an address line (e.g. `address,amount`) and was left out. */
  headerSkipped: boolean;
}

/** Cells of an upload row: a one-cell row may still separate address and amount by `;`, tab or space. */
const uploadCells = (row: string[]) => (row.length === 1 ? (row[0] ?? '').trim().split(/[;\t ]+/) : row);

/**
 * A .csv / .txt upload of `address,amount` rows. The first non-blank line is a header only when it is not
 * an address line: a plain list of addresses keeps its first address.
 */
export function parseRecipientCsv(text: string): ParsedUpload {
  const out: ParsedUpload = { entries: [], invalid: [], hasAmounts: false, headerSkipped: false };
  const result = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const first = result.data.findIndex((row) => row.join('').trim() !== '');
  const firstAddress = uploadCells(result.data[first] ?? [])
    .map((c) => c.trim())
    .find((c) => c !== '');
  out.headerSkipped = first >= 0 && !isValidAddress(firstAddress ?? '');
  result.data.forEach((row, i) => {
    if (out.headerSkipped && i === first) return;
    parseRow(i + 1, row.join(',').trim(), uploadCells(row), out);
  });
  return out;
}

/** Adds two non-negative decimal strings exactly. */
export function addDecimalStrings(a: string, b: string): string {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const toUnits = (v: string) => {
    const [w = '0', f = ''] = v.split('.');
    return BigInt(w) * 10n ** BigInt(scale) + BigInt(f.padEnd(scale, '0') || '0');
  };
  const sum = (toUnits(a) + toUnits(b)).toString().padStart(scale + 1, '0');
  if (scale === 0) return sum;
  const fraction = sum.slice(-scale).replace(/0+$/, '');
  return fraction ? `${sum.slice(0, -scale)}.${fraction}` : sum.slice(0, -scale);
}

export interface MergedRecipient {
  address: string;
  amount?: string;
  lines: number[];
}

/** One row per address in first-seen order; amounts of repeated addresses add up. */
export function mergeDuplicates(entries: readonly RecipientEntry[]): {
  recipients: MergedRecipient[];
  duplicates: { address: string; lines: number[] }[];
} {
  const byAddress = new Map<string, MergedRecipient>();
  for (const e of entries) {
    const seen = byAddress.get(e.address);
    if (!seen) {
      byAddress.set(e.address, { address: e.address, amount: e.amount, lines: [e.line] });
      continue;
    }
    seen.lines.push(e.line);
    if (e.amount !== undefined) {
      seen.amount = seen.amount === undefined ? e.amount : addDecimalStrings(seen.amount, e.amount);
    }
  }
  const recipients = [...byAddress.values()].map((r) =>
    r.amount === undefined ? { address: r.address, lines: r.lines } : r,
  );
  const duplicates = recipients
    .filter((r) => r.lines.length > 1)
    .map((r) => ({ address: r.address, lines: r.lines }));
  return { recipients, duplicates };
}
