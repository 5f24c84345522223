import { z } from 'zod';

/** A bigint as a JSON string (pool states stored as a group's start). */
export const bigString = z
  .string()
  .regex(/^-?\d+$/)
  .transform((s) => BigInt(s));

/** A map of bigints as a JSON object of strings. */
export const bigRecord = z.record(z.string(), bigString);

export const recordOfBig = (map: ReadonlyMap<string, bigint>): Record<string, string> =>
  Object.fromEntries([...map].map(([k, v]) => [k, v.toString()]));
