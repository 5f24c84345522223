import type { ZodType } from 'zod';
import { validationError } from './errors';

/** Parses a request part with a shared schema; a failure becomes a 400 with the schema's messages. */
export function parse<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
