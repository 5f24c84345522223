import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed zod parse (exact schema texts), keyed by the top-level path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (out[key] === undefined) out[key] = issue.message;
  }
  return out;
}
