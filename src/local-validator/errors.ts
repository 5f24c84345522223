/** JSON-RPC errors with the codes and messages the Solana RPC uses. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const RPC_PARSE_ERROR = -32700;
export const RPC_INVALID_REQUEST = -32600;
export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_INVALID_PARAMS = -32602;
export const RPC_INTERNAL_ERROR = -32603;
export const RPC_PREFLIGHT_FAILURE = -32002;
export const RPC_SIGNATURE_VERIFICATION_FAILURE = -32003;
export const RPC_BLOCK_CLEANED_UP = -32001;
export const RPC_BLOCK_NOT_AVAILABLE = -32004;
export const RPC_SLOT_SKIPPED = -32007;
export const RPC_NO_SNAPSHOT = -32008;
export const RPC_UNSUPPORTED_TRANSACTION_VERSION = -32015;
export const RPC_MIN_CONTEXT_SLOT_NOT_REACHED = -32016;
export const RPC_AIRDROP_LIMIT = 429;

export function invalidParams(detail: string): RpcError {
  return new RpcError(RPC_INVALID_PARAMS, `Invalid params: ${detail}`);
}

/**
 * An explicit `Error::invalid_params(message)` in Agave's RPC: the message as is. (`invalidParams` is for
 * what fails to parse, which jsonrpc-core words "Invalid params: ...".)
 */
export function rejectedParams(message: string): RpcError {
  return new RpcError(RPC_INVALID_PARAMS, message);
}

export function methodNotFound(): RpcError {
  return new RpcError(RPC_METHOD_NOT_FOUND, 'Method not found');
}

export function invalidRequest(detail?: string): RpcError {
  return new RpcError(RPC_INVALID_REQUEST, detail ?? 'Invalid request');
}

export function unsupportedVersion(version: number): RpcError {
  return new RpcError(
    RPC_UNSUPPORTED_TRANSACTION_VERSION,
    `Transaction version (${version}) is not supported by the requesting client. ` +
      'Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
  );
}

export function blockNotAvailable(slot: number): RpcError {
  return new RpcError(RPC_BLOCK_NOT_AVAILABLE, `Block not available for slot ${slot}`);
}
