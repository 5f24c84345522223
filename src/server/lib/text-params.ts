import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, isSafeText } from '@shared/schemas/text';
import { badRequest } from './errors';

function safeValues(record: unknown): boolean {
  if (!record || typeof record !== 'object') return true;
  return Object.entries(record).every(
    ([key, value]) =>
      isSafeText(key) &&
      (typeof value === 'string'
        ? isSafeText(value)
        : !Array.isArray(value) || value.every((v) => typeof v !== 'string' || isSafeText(v))),
  );
}

/**
 * Path parameters and query strings of every route: a NUL byte, another control character or a lone
 * surrogate is a 400 before any handler runs, so no service (or database) ever sees one.
 */
export function rejectUnsafeParams(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!safeValues(request.params) || !safeValues(request.query))
      throw badRequest(CONTROL_CHARACTERS_MESSAGE);
  });
}
