import { formatBaseUnits, withThousands } from '@shared/solana/amounts';
import { formatPercent } from '@web/lib/format';

/**
 * A decimal string for display without going through floating point: thousands separators and at
 * most `maxFraction` fraction digits (truncated), but always enough to show the first significant
 * digits of amounts below 1 (BONK-sized prices and dust).
 */
export function formatUi(value: string, maxFraction = 6): string {
  const [whole = '0', fraction = ''] = value.replace(/,/g, '').split('.');
  let digits = maxFraction;
  if (/^0*$/.test(whole)) {
    const firstSignificant = fraction.search(/[1-9]/);
    if (firstSignificant >= 0) digits = Math.max(maxFraction, firstSignificant + 4);
  }
  const cut = fraction.slice(0, digits).replace(/0+$/, '');
  const grouped = withThousands(whole.replace(/^0+(?=\d)/, '') || '0');
  return cut ? `${grouped}.${cut}` : grouped;
}

export function formatBase(amount: string, decimals: number, maxFraction = 6): string {
  try {
    return formatUi(formatBaseUnits(BigInt(amount), decimals), maxFraction);
  } catch {
    return '—';
  }
}

/** Prices span 1e-8 (BONK in SOL) to 1e5: keep 5 significant digits, never exponent notation. */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (abs >= 1) return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  const decimals = Math.min(20, Math.ceil(-Math.log10(abs)) + 4);
  return value.toFixed(decimals).replace(/0+$/, '').replace(/\.$/, '');
}

/** Price impact in percent: two decimals, '<0.01%' below that. */
export function formatImpact(percent: number): string {
  if (!Number.isFinite(percent)) return '—';
  if (percent > 0 && percent < 0.01) return '<0.01%';
  return `${percent.toFixed(2)}%`;
}

/** Whether a lamport amount from the server is above zero (false for anything unreadable). */
export function hasLamports(lamports: string | null): lamports is string {
  return lamports !== null && /^\d+$/.test(lamports) && BigInt(lamports) > 0n;
}

/** Pool and position APR in percent: two decimals, '<0.01%' for positive values below that. */
export function formatApr(percent: number): string {
  if (percent > 0 && percent < 0.01) return '<0.01%';
  return formatPercent(percent, 2);
}

/** The Max helper: the whole balance, minus a fee and account-rent reserve when paying in SOL. */
export function maxSpendable(balance: string, isSol: boolean, decimals: number): string {
  if (!isSol) return balance;
  const reserve = 0.01;
  const value = Number(balance) - reserve;
  if (!(value > 0)) return '0';
  return value.toFixed(Math.min(decimals, 9)).replace(/\.?0+$/, '');
}
