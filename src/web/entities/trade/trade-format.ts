import { formatPercent } from '@web/lib/format';

/** The exchange screens' formatters are the app's one formatter module; these names stay for their callers. */
export { formatBase, formatImpact, formatPrice, formatUi } from '@web/lib/format';

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
