import type { RpcTransport } from '@solana/kit';
import type { EmbeddedChain } from './embedded-chain';

/** Bigints in kit's request payloads arrive as JSON numbers over HTTP; reproduce that without serialising. */
function asJsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(asJsonValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = asJsonValue(item);
    return out;
  }
  return value;
}

/**
 * A kit transport that calls the embedded chain directly. Responses are the values kit's
 * `createHttpTransportForSolanaRpc` would parse from the text (every integer a bigint), without the
 * text, so `createSolanaRpcFromTransport(createInProcessTransport(chain))` behaves like an HTTP client.
 */
export function createInProcessTransport(chain: EmbeddedChain): RpcTransport {
  return async function inProcessTransport<TResponse>({
    payload,
    signal,
  }: Readonly<{ payload: unknown; signal?: AbortSignal }>) {
    signal?.throwIfAborted();
    return (await chain.handleValue(asJsonValue(payload))) as TResponse;
  };
}
