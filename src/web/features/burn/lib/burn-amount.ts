import { burnMessages, burnUnitsFor, type BurnMethod, type BurnType } from '@shared/schemas/burn';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';

export interface BurnFormValues {
  burnType: BurnType;
  amount: string;
  percentage: number;
  method: BurnMethod;
  reason: string;
  confirmBurn: boolean;
}

export const BURN_FORM_DEFAULTS: BurnFormValues = {
  burnType: 'amount',
  amount: '',
  percentage: 0,
  method: 'burn-instruction',
  reason: '',
  confirmBurn: false,
};

export interface BurnAmount {
  units: bigint;
  /** Decimal string in token units, what the API receives as `amount`. */
  ui: string;
  balancePercentage: number;
  supplyPercentage: number;
  error: string | null;
}

const pct = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Number((part * 1_000_000n) / whole) / 10_000;

/** The spec's client-side amount: from the typed amount, a percentage of the balance, or all of it. */
export function computeBurnAmount(values: BurnFormValues, token: VerifiedToken): BurnAmount {
  const balance = BigInt(token.userBalance);
  const type: BurnType = values.method === 'permanent' ? 'all' : values.burnType;
  let requested = 0n;
  let error: string | null = null;
  if (type === 'amount' && values.amount.trim()) {
    const parsed = parseUiAmount(values.amount, token.decimals);
    if (parsed === null) error = burnMessages.amountInvalid;
    else requested = parsed;
  }
  if (type === 'percentage' && !(values.percentage >= 0 && values.percentage <= 100)) {
    error = burnMessages.percentageRange;
  }
  const units = error ? 0n : burnUnitsFor(type, balance, requested, values.percentage);
  if (!error && units > balance) error = burnMessages.insufficient;
  return {
    units,
    ui: formatBaseUnits(units, token.decimals),
    balancePercentage: pct(units, balance),
    supplyPercentage: pct(units, BigInt(token.supply)),
    error,
  };
}

/** Spec: the button is disabled without a verified token, with a zero amount, or without confirmation. */
export function canSubmitBurn(
  values: BurnFormValues,
  token: VerifiedToken | null,
  amount: BurnAmount | null,
) {
  return Boolean(token && amount && !amount.error && amount.units > 0n && values.confirmBurn);
}
