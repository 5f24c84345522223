import { isAddress } from '@solana/kit';
import { z } from 'zod';

/** A base58 public key: 32–44 characters that decode to 32 bytes. */
export function isValidAddress(value: string): boolean {
  return value.length >= 32 && value.length <= 44 && isAddress(value);
}

export const addressSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isValidAddress(v), { message });
