import { stringifyJson } from './bigint-json';
import { RPC_INTERNAL_ERROR, RpcError } from './errors';

export type RequestId = string | number | null;

export function requestIdOf(value: unknown): RequestId {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

export function resultResponse(id: RequestId, result: unknown): string {
  return `{"jsonrpc":"2.0","result":${stringifyJson(result)},"id":${JSON.stringify(id)}}`;
}

export function errorResponse(id: RequestId, error: unknown): string {
  const rpcError = error instanceof RpcError ? error : new RpcError(RPC_INTERNAL_ERROR, 'Internal error');
  const body: Record<string, unknown> = { code: rpcError.code, message: rpcError.message };
  if (rpcError.data !== undefined) body.data = rpcError.data;
  return `{"jsonrpc":"2.0","error":${stringifyJson(body)},"id":${JSON.stringify(id)}}`;
}
