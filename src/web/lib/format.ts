import { formatBaseUnits, withThousands } from '@shared/solana/amounts';

const INTEGER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Formats a number with thousands separators, e.g. 1000000000 → "1,000,000,000". */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value);
}

export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return INTEGER_FORMAT.format(value);
}

/** Token amounts: fixed fraction digits up to `decimals`, trailing zeros trimmed. */
export function formatAmount(value: number | string, decimals = 9): string {
  const numeric = typeof value === 'string' ? Number(stripCommas(value)) : value;
  if (!Number.isFinite(numeric)) return '—';
  return new Intl.NumberFormat('en-US', {
    maximumFractionDigits: Math.min(Math.max(decimals, 0), 20),
  }).format(numeric);
}

export function formatUsd(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Math.min(2, maximumFractionDigits),
    maximumFractionDigits,
  }).format(value);
}

/** Compact dollar figures, e.g. 2_400_000 → "$2.4M". */
export function formatCompactUsd(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatPercent(value: number, maximumFractionDigits = 1): string {
  if (!Number.isFinite(value)) return '—';
  return `${formatNumber(value, maximumFractionDigits)}%`;
}

export function stripCommas(value: string): string {
  return value.replace(/,/g, '');
}

/**
 * Live formatting for amount inputs: keeps digits and one decimal point, groups the integer part
 * with commas ("1234567.5" → "1,234,567.5"). An incomplete "12." stays as typed.
 */
export function formatAmountInput(raw: string): string {
  const cleaned = stripCommas(raw).replace(/[^\d.]/g, '');
  const [integerPart = '', ...rest] = cleaned.split('.');
  const grouped = integerPart.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rest.length > 0 ? `${grouped}.${rest.join('')}` : grouped;
}

/** Short address: `lead` leading and `trail` trailing characters (spec: 4 + 4). */
export function shortAddress(address: string, lead = 4, trail = 4): string {
  if (address.length <= lead + trail + 3) return address;
  return `${address.slice(0, lead)}...${address.slice(-trail)}`;
}

/** Lamports as SOL ("1,234.5 SOL", "0.00001 SOL") without floating point; '—' for a non-integer string. */
export function formatLamports(lamports: string, maxDecimals = 9): string {
  if (!/^-?\d+$/.test(lamports)) return '—';
  const sol = formatBaseUnits(BigInt(lamports), 9);
  const [whole = '0', fraction = ''] = sol.split('.');
  const trimmed = fraction.slice(0, maxDecimals).replace(/0+$/, '');
  return `${withThousands(whole)}${trimmed ? `.${trimmed}` : ''} SOL`;
}

/** "1 wallet", "2 wallets", "1,000 recipients": the count with its noun in the right number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

/** A pool share: small shares keep their digits (0.005 %, not 0.00 %), as the positions list shows them. */
export function formatShare(percent: number): string {
  if (percent > 0 && percent < 0.0001) return '< 0.0001%';
  return formatPercent(percent, 4);
}
