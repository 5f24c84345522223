/** Decimal-string ⇄ base-unit conversions without floating point. */
export const U64_MAX = (1n << 64n) - 1n;

const DECIMAL_RE = /^\d+(\.\d+)?$/;

export function stripThousands(value: string): string {
  return value.replace(/,/g, '').trim();
}

/** Parses "1,234.5" into base units; returns null if not a plain non-negative decimal or too precise. */
export function parseUiAmount(value: string, decimals: number): bigint | null {
  const clean = stripThousands(value);
  if (!DECIMAL_RE.test(clean)) return null;
  const [whole = '0', fraction = ''] = clean.split('.');
  if (fraction.length > decimals) return null;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Formats base units as a decimal string, trimming trailing zeros ("1000.5"). */
export function formatBaseUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = decimals > 0 ? (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Adds thousands separators to the integer part of a decimal string ("1234567.5" → "1,234,567.5"). */
export function withThousands(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export const LAMPORTS_PER_SOL = 1_000_000_000n;

export function lamportsToSol(lamports: bigint): string {
  return formatBaseUnits(lamports, 9);
}
