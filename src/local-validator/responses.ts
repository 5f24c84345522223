import { stringifyJson } from './bigint-json';
import { RPC_INTERNAL_ERROR, RpcError } from './errors';

export type RequestId = string | number | null;

export function requestIdOf(value: unknown): RequestId {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

export function resultResponse(id: RequestId, result: unknown): string {
  return `{"jsonrpc":"2.0","result":${stringifyJson(result)},"id":${JSON.stringify(id)}}`;
}

/** A JSON-RPC error object: anything but an RpcError is an internal error (its message stays in the log). */
export function errorBody(error: unknown): Record<string, unknown> {
  const rpcError = error instanceof RpcError ? error : new RpcError(RPC_INTERNAL_ERROR, 'Internal error');
  const body: Record<string, unknown> = { code: rpcError.code, message: rpcError.message };
  if (rpcError.data !== undefined) body.data = rpcError.data;
  return body;
}

export function errorResponse(id: RequestId, error: unknown): string {
  return `{"jsonrpc":"2.0","error":${stringifyJson(errorBody(error))},"id":${JSON.stringify(id)}}`;
}
