import type { ZodType } from 'zod';
import type { BridgeQuoteProvider } from '@shared/schemas/bridge-quotes';

export type Fetched<T> = { ok: true; body: T } | { ok: false; error: string };

const ERROR_FIELDS = ['errorMessage', 'msg', 'message', 'error'] as const;

/** The provider's own words for a refused request, when its error body has them. */
function providerMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
  }
  return null;
}

/** GET a provider's quote with a deadline and validate its shape; every failure becomes a message. */
export async function fetchQuote<T>(
  provider: BridgeQuoteProvider,
  url: URL,
  schema: ZodType<T>,
  timeoutMs: number,
): Promise<Fetched<T>> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      ok: false,
      error: timedOut
        ? `${provider} did not answer within ${Math.ceil(timeoutMs / 1000)} s`
        : `${provider} could not be reached`,
    };
  }
  if (!response.ok) {
    const said = providerMessage(body);
    return {
      ok: false,
      error: `${provider} refused the quote (HTTP ${response.status})${said ? `: ${said}` : ''}`,
    };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, error: `${provider} returned a quote this app cannot read` };
  return { ok: true, body: parsed.data };
}
