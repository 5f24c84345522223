import { formatBaseUnits, withThousands } from '../solana/amounts';

export type SplitType = 'equal' | 'custom' | 'percentage';

export interface SplitInput {
  type: SplitType;
  /** Ignored for `custom` (the total is the sum of the custom amounts). */
  totalBaseUnits: bigint;
  /** The recipients (or their count), in list order. */
  recipients: number | readonly unknown[];
  customBaseUnits?: readonly bigint[];
  /** Percent per recipient as decimal strings or numbers; they must add up to exactly 100. */
  percentages?: readonly (string | number)[];
}

/** Percent strings are compared exactly with this many decimals ("33.333333" fits). */
export const PERCENT_DECIMALS = 9;
const PERCENT_SCALE = 10n ** BigInt(PERCENT_DECIMALS);
const HUNDRED = 100n * PERCENT_SCALE;

/** "12.5" → 12.5 × 10^9 as a bigint; null when not a non-negative decimal with ≤ 9 decimals. */
export function parsePercent(value: string | number): bigint | null {
  const text = typeof value === 'number' ? value.toFixed(PERCENT_DECIMALS) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > PERCENT_DECIMALS) return null;
  return BigInt(match[1] ?? '0') * PERCENT_SCALE + BigInt(fraction.padEnd(PERCENT_DECIMALS, '0') || '0');
}

export function percentagesSumTo100(percentages: readonly (string | number)[]): boolean {
  let sum = 0n;
  for (const p of percentages) {
    const v = parsePercent(p);
    if (v === null) return false;
    sum += v;
  }
  return sum === HUNDRED;
}

/**
 * Amounts in base units, list order. Equal and percentage shares are rounded down and the
 * remainder (always fewer base units than recipients) goes one unit each to the first recipients,
 * so the amounts add up to the total exactly.
 */
export function splitAmounts(input: SplitInput): bigint[] {
  const n = typeof input.recipients === 'number' ? input.recipients : input.recipients.length;
  if (n <= 0) return [];
  if (input.type === 'custom') {
    const custom = input.customBaseUnits ?? [];
    if (custom.length !== n) throw new Error('custom amounts must match the recipients');
    return [...custom];
  }
  const total = input.totalBaseUnits;
  let shares: bigint[];
  if (input.type === 'equal') {
    shares = new Array<bigint>(n).fill(total / BigInt(n));
  } else {
    const percents = (input.percentages ?? []).map(parsePercent);
    if (percents.length !== n || percents.some((p) => p === null)) throw new Error('invalid percentages');
    if (!percentagesSumTo100(input.percentages ?? [])) throw new Error('percentages must add up to 100');
    shares = percents.map((p) => (total * (p ?? 0n)) / HUNDRED);
  }
  const remainder = Number(total - shares.reduce((a, b) => a + b, 0n));
  for (let i = 0; i < remainder; i++) shares[i] = (shares[i] ?? 0n) + 1n;
  return shares;
}

/** The number of recipients that get one extra base unit. */
export function splitRemainder(input: SplitInput): number {
  if (input.type === 'custom') return 0;
  const n = typeof input.recipients === 'number' ? input.recipients : input.recipients.length;
  if (n <= 0) return 0;
  if (input.type === 'equal') return Number(input.totalBaseUnits % BigInt(n));
  const percents = (input.percentages ?? []).map((p) => parsePercent(p) ?? 0n);
  const floored = percents.reduce((sum, p) => sum + (input.totalBaseUnits * p) / HUNDRED, 0n);
  return Number(input.totalBaseUnits - floored);
}

/** The sentence the summary shows about rounding. */
export function remainderRule(type: SplitType, remainder: number, decimals: number, symbol: string): string {
  if (type === 'custom') return 'Custom amounts are sent exactly as entered; the total is their sum.';
  const unit = `${formatBaseUnits(1n, decimals)} ${symbol}`;
  const how = type === 'equal' ? 'The total is divided equally' : 'Each share is the percentage of the total';
  if (remainder === 0) return `${how}; it divides exactly, so no rounding is needed.`;
  return `${how}, rounded down to whole base units; the ${withThousands(String(remainder))} base unit${
    remainder === 1 ? '' : 's'
  } left over go${remainder === 1 ? 'es' : ''} one each (${unit}) to the first ${remainder} recipient${
    remainder === 1 ? '' : 's'
  } in list order, so the amounts add up to the total exactly.`;
}
