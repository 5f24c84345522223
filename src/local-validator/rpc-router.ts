import { RpcError, invalidRequest, methodNotFound } from './errors';
import { paramList } from './params';
import { kitValue } from './kit-value';
import { errorBody, errorResponse, requestIdOf, resultResponse, type RequestId } from './responses';
import { accountMethods } from './rpc-methods/accounts';
import { blockMethods } from './rpc-methods/blocks';
import { clusterMethods } from './rpc-methods/cluster';
import { historyMethods } from './rpc-methods/history';
import { supplyMethods } from './rpc-methods/supply';
import { tokenMethods } from './rpc-methods/tokens';
import { transactionMethods } from './rpc-methods/transactions';
import { validatorMethods } from './rpc-methods/validators';
import type { MethodHandler, RpcCore } from './rpc-methods/types';
import type { Logger } from './types';

const METHODS = new Map<string, MethodHandler>(
  Object.entries({
    ...accountMethods,
    ...tokenMethods,
    ...historyMethods,
    ...transactionMethods,
    ...clusterMethods,
    ...blockMethods,
    ...validatorMethods,
    ...supplyMethods,
  }),
);

/** How a response is written: as JSON text (HTTP, WebSocket) or as kit's values (in process). */
interface Encoding<T> {
  result(id: RequestId, result: unknown): T;
  error(id: RequestId, error: unknown): T;
  batch(responses: T[]): T;
}

const TEXT: Encoding<string> = {
  result: resultResponse,
  error: errorResponse,
  batch: (responses) => `[${responses.join(',')}]`,
};

const KIT_VALUES: Encoding<unknown> = {
  result: (id, result) => ({ jsonrpc: '2.0', result: kitValue(result), id: kitValue(id) }),
  error: (id, error) => ({ jsonrpc: '2.0', error: kitValue(errorBody(error)), id: kitValue(id) }),
  batch: (responses) => responses,
};

function handleOne<T>(core: RpcCore, logger: Logger | undefined, request: unknown, out: Encoding<T>): T {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return out.error(null, invalidRequest());
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const requestId = requestIdOf(id);
  try {
    if (jsonrpc !== '2.0' || typeof method !== 'string') throw invalidRequest();
    const handler = METHODS.get(method);
    if (!handler) throw methodNotFound();
    return out.result(requestId, handler(core, paramList(params)));
  } catch (error) {
    if (!(error instanceof RpcError))
      logger?.error({ err: error, method }, 'embedded chain: RPC method failed');
    return out.error(requestId, error);
  }
}

/** Agave counts no batch entries (its request body limit stops a batch at a few hundred). */
export const DEFAULT_RPC_BATCH_MAX = 100;

/** Longest a batch runs its entries before the event loop gets a turn. */
const BATCH_SLICE_MS = 5;

/** Who logs, and how many requests one batch may hold. */
export interface RouterOptions {
  readonly logger?: Logger;
  readonly batchMax: number;
}

async function handleBatch<T>(core: RpcCore, opts: RouterOptions, batch: unknown[], out: Encoding<T>) {
  const responses: T[] = [];
  let sliceStart = performance.now();
  for (const request of batch) {
    // An entry may be a whole simulation: the batch yields between entries, a single one runs through.
    if (performance.now() - sliceStart >= BATCH_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    responses.push(handleOne(core, opts.logger, request, out));
  }
  return out.batch(responses);
}

function handleWith<T>(core: RpcCore, opts: RouterOptions, body: unknown, out: Encoding<T>): T | Promise<T> {
  if (!Array.isArray(body)) return handleOne(core, opts.logger, body, out);
  if (body.length === 0) return out.error(null, invalidRequest());
  if (body.length > opts.batchMax) {
    return out.error(null, invalidRequest(`Batch too large: at most ${opts.batchMax} requests per batch`));
  }
  return handleBatch(core, opts, body, out);
}

/** A JSON-RPC body (single request or batch) to the response text; a batch answers asynchronously. */
export function handleBody(core: RpcCore, opts: RouterOptions, body: unknown): string | Promise<string> {
  return handleWith(core, opts, body, TEXT);
}

/** The same response as kit's `parseJsonWithBigInts` reads it from `handleBody`'s text. */
export function handleBodyValue(core: RpcCore, opts: RouterOptions, body: unknown): unknown {
  return handleWith(core, opts, body, KIT_VALUES);
}

/** Every request of a body answered with the same error (fork.ts could not fetch what they read). */
function failWith<T>(body: unknown, error: unknown, out: Encoding<T>): T {
  const idOf = (request: unknown) =>
    requestIdOf(typeof request === 'object' && request !== null ? (request as { id?: unknown }).id : null);
  if (!Array.isArray(body)) return out.error(idOf(body), error);
  return out.batch(body.map((request) => out.error(idOf(request), error)));
}

export function failBody(body: unknown, error: unknown): string {
  return failWith(body, error, TEXT);
}

export function failBodyValue(body: unknown, error: unknown): unknown {
  return failWith(body, error, KIT_VALUES);
}
