import { CURVE_DECIMALS } from '@shared/math/bonding-curve';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';

export const SELL_SHARES = [25, 50, 100] as const;

/** `percent` % of the wallet's token balance (a decimal string), rounded down to the token's decimals. */
export function shareOf(balance: string, percent: number): string {
  const units = parseUiAmount(balance, CURVE_DECIMALS);
  if (units === null) return '';
  return formatBaseUnits((units * BigInt(percent)) / 100n, CURVE_DECIMALS);
}

/** True when the typed amount is more than the wallet holds (false while either is unknown or not a number). */
export function exceedsBalance(amount: string, balance: string | null, decimals = CURVE_DECIMALS): boolean {
  if (balance === null) return false;
  const want = parseUiAmount(amount, decimals);
  const have = parseUiAmount(balance, decimals);
  return want !== null && have !== null && want > have;
}
