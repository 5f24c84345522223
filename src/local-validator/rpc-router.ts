import { RpcError, invalidRequest, methodNotFound } from './errors';
import { paramList } from './params';
import { errorResponse, requestIdOf, resultResponse } from './responses';
import { accountMethods } from './rpc-methods/accounts';
import { clusterMethods } from './rpc-methods/cluster';
import { historyMethods } from './rpc-methods/history';
import { tokenMethods } from './rpc-methods/tokens';
import { transactionMethods } from './rpc-methods/transactions';
import type { MethodHandler, RpcCore } from './rpc-methods/types';
import type { Logger } from './types';

const METHODS = new Map<string, MethodHandler>(
  Object.entries({
    ...accountMethods,
    ...tokenMethods,
    ...historyMethods,
    ...transactionMethods,
    ...clusterMethods,
  }),
);

function handleOne(core: RpcCore, logger: Logger | undefined, request: unknown): string {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return errorResponse(null, invalidRequest());
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const requestId = requestIdOf(id);
  try {
    if (jsonrpc !== '2.0' || typeof method !== 'string') throw invalidRequest();
    const handler = METHODS.get(method);
    if (!handler) throw methodNotFound();
    return resultResponse(requestId, handler(core, paramList(params)));
  } catch (error) {
    if (!(error instanceof RpcError))
      logger?.error({ err: error, method }, 'embedded chain: RPC method failed');
    return errorResponse(requestId, error);
  }
}

/** A JSON-RPC body (single request or batch) to the response text. */
export function handleBody(core: RpcCore, logger: Logger | undefined, body: unknown): string {
  if (!Array.isArray(body)) return handleOne(core, logger, body);
  if (body.length === 0) return errorResponse(null, invalidRequest());
  let out = '[';
  for (let i = 0; i < body.length; i++) out += (i > 0 ? ',' : '') + handleOne(core, logger, body[i]);
  return out + ']';
}
