import { BLOCKHASH_EXPIRED_MESSAGE, type Operation, type PlannedOperation } from '@shared/schemas/operations';
import { base64ToBytes, bytesToBase64 } from './base64';
import { OperationError, errorBody, errorCode, errorMessage, errorStatus } from './operation-error';

export type OperationPhase =
  'idle' | 'preparing' | 'signing' | 'submitting' | 'confirming' | 'confirmed' | 'failed' | 'expired';

export interface OperationProgress {
  phase: OperationPhase;
  operation: Operation | null;
}

export interface OperationSigner {
  signAllTransactions(transactions: Uint8Array[]): Promise<Uint8Array[]>;
}

/** The two server calls of the pipeline; injected so the state machine can be tested without HTTP. */
export interface OperationTransport {
  submit(operationId: string, transactions: string[]): Promise<unknown>;
  get(operationId: string, signal?: AbortSignal): Promise<Operation>;
}

export interface RunOperationOptions {
  transport: OperationTransport;
  onProgress?: (progress: OperationProgress) => void;
  pollIntervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export const POLL_INTERVAL_MS = 500;
/** Transactions per wallet prompt: big batches stay one prompt up to this; wallets choke on more. */
export const SIGN_CHUNK_SIZE = 100;
export const CONFIRM_TIMEOUT_MS = 90_000;
/** Consecutive failed status reads tolerated before giving up (a server restart mid-poll is survivable). */
export const MAX_POLL_FAILURES = 5;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function isBlockhashExpired(error: unknown): boolean {
  return errorStatus(error) === 409 && error instanceof Error && error.message === BLOCKHASH_EXPIRED_MESSAGE;
}

/** Signs every planned transaction with one wallet prompt, submits them and waits for a final status. */
export async function runOperation(
  planned: PlannedOperation,
  wallet: OperationSigner,
  options: RunOperationOptions,
): Promise<Operation> {
  const { transport, onProgress, signal } = options;
  onProgress?.({ phase: 'signing', operation: null });
  let signed: Uint8Array[];
  try {
    signed = [];
    const all = planned.transactions.map(base64ToBytes);
    for (let start = 0; start < all.length; start += SIGN_CHUNK_SIZE) {
      signed.push(...(await wallet.signAllTransactions(all.slice(start, start + SIGN_CHUNK_SIZE))));
    }
  } catch (error) {
    throw new OperationError('rejected', errorMessage(error, 'The wallet did not sign the transaction.'));
  }
  if (signed.length !== planned.transactions.length) {
    throw new OperationError(
      'rejected',
      'The wallet returned a different number of transactions than it was given.',
    );
  }
  if (signal?.aborted) throw new OperationError('aborted', 'Stopped before submitting.');

  onProgress?.({ phase: 'submitting', operation: null });
  try {
    await transport.submit(planned.operationId, signed.map(bytesToBase64));
  } catch (error) {
    const cause = { status: errorStatus(error), code: errorCode(error), body: errorBody(error) };
    if (isBlockhashExpired(error))
      throw new OperationError('expired', BLOCKHASH_EXPIRED_MESSAGE, null, cause);
    throw new OperationError(
      'failed',
      errorMessage(error, 'The server did not accept the signed transaction.'),
      null,
      cause,
    );
  }

  onProgress?.({ phase: 'confirming', operation: null });
  return watchOperation(planned.operationId, options);
}

/** Polls `GET /api/operations/:id` until it is confirmed, failed or expired, or the timeout passes. */
export async function watchOperation(operationId: string, options: RunOperationOptions): Promise<Operation> {
  const { transport, onProgress, signal } = options;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const interval = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? CONFIRM_TIMEOUT_MS;
  const deadline = now() + timeoutMs;
  let failures = 0;
  let last: Operation | null = null;

  for (;;) {
    if (signal?.aborted) throw new OperationError('aborted', 'Stopped watching the operation.', last);
    try {
      last = await transport.get(operationId, signal);
      failures = 0;
    } catch (error) {
      if (signal?.aborted) throw new OperationError('aborted', 'Stopped watching the operation.', last);
      failures += 1;
      if (failures >= MAX_POLL_FAILURES) {
        throw new OperationError(
          'failed',
          `Lost contact with the server while confirming: ${errorMessage(error, 'network error')}`,
          last,
        );
      }
    }
    if (last) {
      onProgress?.({ phase: 'confirming', operation: last });
      if (last.status === 'confirmed') return last;
      if (last.status === 'expired' || last.error === BLOCKHASH_EXPIRED_MESSAGE) {
        throw new OperationError('expired', BLOCKHASH_EXPIRED_MESSAGE, last);
      }
      if (last.status === 'failed')
        throw new OperationError('failed', last.error ?? 'The transaction failed on chain.', last);
    }
    if (now() >= deadline) {
      throw new OperationError(
        'timeout',
        `No confirmation after ${Math.round(timeoutMs / 1000)} seconds. The transaction may still land, so check the explorer before trying again.`,
        last,
      );
    }
    await sleep(interval);
  }
}
