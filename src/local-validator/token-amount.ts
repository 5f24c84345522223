export interface UiTokenAmount {
  readonly amount: string;
  readonly decimals: number;
  readonly uiAmount: number | null;
  readonly uiAmountString: string;
}

/** Same trimming as the validator's `real_number_string_trimmed`. */
export function uiAmountString(amount: bigint, decimals: number): string {
  const digits = amount.toString();
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals);
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(amount) / 10 ** decimals,
    uiAmountString: uiAmountString(amount, decimals),
  };
}
