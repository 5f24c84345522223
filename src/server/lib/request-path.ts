import type { FastifyRequest } from 'fastify';

/**
 * The path as the router sees it: percent-decoded per segment, dot segments resolved, repeated slashes
 * collapsed, no query string. Access checks must read this, never the raw URL, or `/%61pi/...` walks
 * past anything that looks for `/api/`.
 */
export function normalisedPath(rawUrl: string): string {
  const [rawPath = '/'] = rawUrl.split('?');
  let pathname = rawPath;
  try {
    // The origin prefix keeps a leading `//` from being read as a host.
    pathname = new URL(`http://localhost${rawPath.startsWith('/') ? '' : '/'}${rawPath}`).pathname;
  } catch {
    // An unparsable path keeps its raw form; it is decoded below all the same.
  }
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  return decoded.replace(/\/{2,}/g, '/');
}

const underApi = (p: string | undefined) => p !== undefined && (p === '/api' || p.startsWith('/api/'));

/** True for every request routed (or falling through) under /api, however its path was spelled. */
export function isApiRequest(request: FastifyRequest): boolean {
  return underApi(request.routeOptions.url) || underApi(normalisedPath(request.url));
}

/** Solana JSON-RPC over HTTP and WebSocket: outside the API limiter, answers errors in its own envelope. */
export function isRpcRequest(request: FastifyRequest): boolean {
  const p = normalisedPath(request.url);
  return p === '/rpc' || p.startsWith('/rpc/');
}

/** The embedded EVM chains' JSON-RPC (`/evm/<chainId>`). */
export function isEvmRequest(request: FastifyRequest): boolean {
  return normalisedPath(request.url).startsWith('/evm/');
}
