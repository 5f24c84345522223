import { z } from 'zod';

/** A JSON number as a plain decimal ("1e-7" → "0.0000001"; 0.1 stays "0.1"); not finite → "". */
export function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * `text` (a decimal-string field) that also takes a JSON number, written as its plain decimal first: the
 * specification sends numbers where the app's forms send strings. Neither (e.g. missing) gets `error`.
 */
export const numberOrText = <T extends z.ZodType<unknown, string>>(text: T, error: string) =>
  z.union([z.number().transform(numberToDecimal), z.string()], { error }).pipe(text);
