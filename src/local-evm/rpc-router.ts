import type { EvmChain } from './evm-chain';
import { EVM_METHODS } from './rpc-methods';
import { EvmRpcError } from './types';

interface RpcRequest {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

const error = (id: unknown, code: number, message: string, data?: string) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: data === undefined ? { code, message } : { code, message, data },
});

async function handleOne(chain: EvmChain, request: unknown, own: boolean): Promise<object> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return error(null, -32600, 'invalid request');
  }
  const { id, method, params } = request as RpcRequest;
  if (typeof method !== 'string' || !Object.hasOwn(EVM_METHODS, method)) {
    return error(id, -32601, `the method ${String(method).slice(0, 64)} does not exist/is not available`);
  }
  const run = EVM_METHODS[method];
  if (!run) return error(id, -32601, 'method not found');
  if (params !== undefined && !Array.isArray(params)) return error(id, -32602, 'params must be an array');
  try {
    const result = await run(chain, (params as unknown[] | undefined) ?? [], own);
    return { jsonrpc: '2.0', id: id ?? null, result };
  } catch (e) {
    if (e instanceof EvmRpcError) return error(id, e.code, e.message, e.data);
    return error(id, -32603, (e as Error).message);
  }
}

/** geth answers an oversized batch with one error carrying the id of the batch's first call. */
function batchTooLarge(batch: unknown[]): object {
  const first = batch.find((r) => typeof r === 'object' && r !== null && 'id' in r) as RpcRequest | undefined;
  return error(first?.id, -32600, 'batch too large');
}

/** One JSON-RPC body (a request or a batch) against one chain; `own` as in rpc-methods.ts. */
export async function handleEvmRpc(chain: EvmChain, body: unknown, own = false): Promise<unknown> {
  if (Array.isArray(body)) {
    if (body.length === 0) return error(null, -32600, 'empty batch');
    if (body.length > chain.limits.batchMax) return batchTooLarge(body);
    return Promise.all(body.map((r) => handleOne(chain, r, own)));
  }
  return handleOne(chain, body, own);
}
