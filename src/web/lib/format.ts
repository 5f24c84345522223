import { formatBaseUnits, withThousands } from '@shared/solana/amounts';

const INTEGER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const COMPACT_FORMAT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

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

/** Below this many zeros after the decimal point a small number is written out ("0.0001234"). */
const SUBSCRIPT_FROM_ZEROS = 4;
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const SMALL_FORMAT = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/**
 * "0.00000002889" → "0.0₇2889": the count of zeros after the decimal point as a subscript, as DEX
 * screeners write small prices. Shorter runs of zeros and other numbers are returned as given.
 */
export function subscriptZeros(text: string): string {
  const match = /^(-?)0\.(0+)(\d+)$/.exec(text);
  if (!match || (match[2] ?? '').length < SUBSCRIPT_FROM_ZEROS) return text;
  const zeros = String(match[2]?.length ?? 0).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)] ?? d);
  return `${match[1]}0.0${zeros}${match[3]}`;
}

/**
 * Prices span 1e-9 (a fresh launch in SOL) to 1e5: two fraction digits from 1,000, four from 1, below 1
 * four significant digits with subscript zeros. Never exponent notation.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1000) return formatNumber(value, 2);
  if (abs >= 1 || abs === 0) return formatNumber(value, 4);
  return subscriptZeros(SMALL_FORMAT.format(value));
}

/**
 * Token amounts shown for reading (not for signing): the same digits as prices, e.g. "249,433.27";
 * a decimal string is cut without floating point.
 */
export function formatTokenAmount(value: number | string): string {
  return typeof value === 'string' ? formatUi(value) : formatPrice(value);
}

/** A SOL figure: "12.5 SOL", "0.0₆1234 SOL". */
export function formatSol(value: number | string): string {
  const text = formatTokenAmount(value);
  return text === '—' ? text : `${text} SOL`;
}

/** A price in SOL: "0.0₇2889 SOL". */
export function formatPriceInSol(value: number): string {
  const text = formatPrice(value);
  return text === '—' ? text : `${text} SOL`;
}

/** A USD price: "$1.2345", "$0.0₅1234"; the sign before the dollar. */
export function formatUsdPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) >= 0.01 && Math.abs(value) < 1000) return formatUsd(value, 4);
  return `${value < 0 ? '-' : ''}$${formatPrice(Math.abs(value))}`;
}

/** A USD figure (market cap, value, volume): cents, compact from a million, subscript zeros below a cent. */
export function formatUsdValue(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return formatCompactUsd(value);
  if (abs > 0 && abs < 0.01) return formatUsdPrice(value);
  return formatUsd(value);
}

/** A SOL figure in USD at `solUsd`; null without a SOL price (the caller says so, never a made-up price). */
export function formatSolInUsd(sol: number, solUsd: number | null, price = false): string | null {
  if (solUsd === null || !Number.isFinite(solUsd)) return null;
  return price ? formatUsdPrice(sol * solUsd) : formatUsdValue(sol * solUsd);
}

/**
 * A decimal string for display without going through floating point: thousands separators and at
 * most `maxFraction` fraction digits (truncated; unless given, 2 from 1,000 and 4 below, as prices),
 * but always the first significant digits of amounts below 1 (dust), with subscript zeros.
 */
export function formatUi(value: string, maxFraction?: number): string {
  const clean = stripCommas(value).trim();
  if (!/^-?\d*(\.\d*)?$/.test(clean) || !/\d/.test(clean)) return '—';
  const negative = clean.startsWith('-');
  const [whole = '0', fraction = ''] = clean.replace(/^-/, '').split('.');
  let digits = maxFraction ?? (whole.replace(/^0+/, '').length >= 4 ? 2 : 4);
  if (/^0*$/.test(whole)) {
    const firstSignificant = fraction.search(/[1-9]/);
    if (firstSignificant >= 0) digits = Math.max(digits, firstSignificant + 4);
  }
  const cut = fraction.slice(0, digits).replace(/0+$/, '');
  const grouped = withThousands(whole.replace(/^0+(?=\d)/, '') || '0');
  const text = cut ? `${grouped}.${cut}` : grouped;
  return subscriptZeros(negative && text !== '0' ? `-${text}` : text);
}

/** Base units (a string from the server) as a decimal for display, see `formatUi`. */
export function formatBase(amount: string, decimals: number, maxFraction?: number): string {
  if (!/^-?\d+$/.test(amount)) return '—';
  return formatUi(formatBaseUnits(BigInt(amount), decimals), maxFraction);
}

/** Price impact in percent: two decimals, '<0.01%' below that. */
export function formatImpact(percent: number): string {
  if (!Number.isFinite(percent)) return '—';
  if (percent > 0 && percent < 0.01) return '<0.01%';
  return `${formatFixed(percent, 2)}%`;
}

/** Exactly `digits` fraction digits with separators ("1,234.50"), for columns that must line up. */
export function formatFixed(value: number, digits: number): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Compact counts for chart axes, e.g. 2_400_000 → "2.4M". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return COMPACT_FORMAT.format(value);
}

/** Dollars with cents; a value that rounds to zero is "$0.00", never "-$0.00" (a tiny loss). */
export function formatUsd(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return '—';
  const roundsToZero = Number(value.toFixed(maximumFractionDigits)) === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Math.min(2, maximumFractionDigits),
    maximumFractionDigits,
  }).format(roundsToZero ? 0 : value);
}

/**
 * Compact dollar figures, e.g. 2_400_000 → "$2.4M"; below a thousand whole dollars stay whole ("$75")
 * and anything else has cents ("$223.50", never the compact "$223.5").
 */
export function formatCompactUsd(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (Math.abs(value) < 1000) return formatUsd(value, Number.isInteger(value) ? 0 : 2);
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
