import { z } from 'zod';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The app's request schema, also taking the specification's body: `fromSpec` rewrites a body in the spec's
 * shape to the app's (and answers null for any other body), so both are checked by the same rules, give
 * the same messages and the same result.
 */
export const acceptSpecShape = <T extends z.ZodType>(
  app: T,
  fromSpec: (body: Record<string, unknown>) => Record<string, unknown> | null,
) => z.preprocess((body) => (isRecord(body) ? (fromSpec(body) ?? body) : body), app);
