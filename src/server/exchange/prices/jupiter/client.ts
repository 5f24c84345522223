import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';

export const jupiterBaseUrl = (ctx: AppContext): string => ctx.env.JUPITER_API_URL.replace(/\/+$/, '');

async function request(ctx: AppContext, path: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(`${jupiterBaseUrl(ctx)}${path}`, {
    ...init,
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    ctx.logger.warn({ status: res.status, path }, 'jupiter request failed');
    throw new AppError(502, 'jupiter_unavailable', 'Failed to find swap routes');
  }
  return res.json();
}

export const jupiterGet = (ctx: AppContext, path: string) => request(ctx, path);
export const jupiterPost = (ctx: AppContext, path: string, body: unknown) =>
  request(ctx, path, { method: 'POST', body: JSON.stringify(body) });
