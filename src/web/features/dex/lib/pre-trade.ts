import { NATIVE_MINT, type TokenRef } from '@shared/schemas/dex';
import { parseUiAmount } from '@shared/solana/amounts';
import { formatUsd } from '@web/lib/format';

/** Above this price impact (percent) the swap needs an explicit confirmation. */
export const CONFIRM_IMPACT_PERCENT = 15;

/** Price impact bands: warn above 1 %, danger above 5 %, confirm above 15 % (as jup.ag and raydium.io). */
export type ImpactBand = 'ok' | 'warn' | 'danger' | 'confirm';

export function impactBand(percent: number): ImpactBand {
  if (percent > CONFIRM_IMPACT_PERCENT) return 'confirm';
  if (percent > 5) return 'danger';
  if (percent > 1) return 'warn';
  return 'ok';
}

/** "≈ $1,234.56" for an amount at a USD price; null when either is unknown or the amount is empty. */
export function usdText(uiAmount: string, priceUsd: number | null | undefined): string | null {
  const amount = Number(uiAmount.replace(/,/g, ''));
  if (priceUsd === null || priceUsd === undefined || !Number.isFinite(priceUsd)) return null;
  if (uiAmount.trim() === '' || !Number.isFinite(amount) || amount <= 0) return null;
  const value = amount * priceUsd;
  if (value > 0 && value < 0.01) return '≈ <$0.01';
  return `≈ ${formatUsd(value)}`;
}

export interface BalanceCheck {
  from: TokenRef;
  /** What the user typed. */
  uiAmount: string;
  /** The wallet's balance of `from` and of SOL (decimal strings), null while unknown. */
  fromBalance: string | null;
  solBalance: string | null;
  /** Lamports the swap transaction pays besides the amount: network fee and new-account rent. */
  networkFeeLamports: string | null;
  rentLamports: string | null;
}

const lamports = (v: string | null) => (v !== null && /^\d+$/.test(v) ? BigInt(v) : 0n);

/**
 * "Insufficient <SYMBOL> balance" when the wallet cannot pay the amount, or "Insufficient SOL balance"
 * when it cannot pay the fees and rent in SOL; null when it can or a balance is still unknown (the
 * server checks again when planning).
 */
export function insufficientBalance(c: BalanceCheck): string | null {
  const amount = parseUiAmount(c.uiAmount, c.from.decimals);
  if (amount === null || amount === 0n) return null;
  const costs = lamports(c.networkFeeLamports) + lamports(c.rentLamports);
  const isSol = c.from.mint === NATIVE_MINT;
  if (c.fromBalance !== null) {
    const have = parseUiAmount(c.fromBalance, c.from.decimals);
    const need = isSol ? amount + costs : amount;
    if (have !== null && have < need) return `Insufficient ${c.from.symbol} balance`;
  }
  if (!isSol && c.solBalance !== null) {
    const sol = parseUiAmount(c.solBalance, 9);
    if (sol !== null && sol < costs) return 'Insufficient SOL balance';
  }
  return null;
}
