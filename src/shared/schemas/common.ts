import { z } from 'zod';

/** Error body of every non-OK API answer. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const base64Schema = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64');

/** The answer of a call that only acknowledges (sign-out, the security probe). */
export const okSchema = z.object({ ok: z.literal(true) });
