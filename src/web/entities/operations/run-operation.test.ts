import { describe, expect, it, vi } from 'vitest';
import { BLOCKHASH_EXPIRED_MESSAGE, type Operation, type OperationStatus } from '@shared/schemas/operations';
import { ApiError } from '@web/lib/api-client';
import { base64ToBytes, bytesToBase64 } from './base64';
import { OperationError } from './operation-error';
import {
  MAX_POLL_FAILURES,
  runOperation,
  SIGN_CHUNK_SIZE,
  type OperationPhase,
  type OperationTransport,
} from './run-operation';

function op(status: OperationStatus, extra: Partial<Operation> = {}): Operation {
  return {
    id: 'op-1',
    kind: 'token_create',
    status,
    summary: {},
    result: status === 'confirmed' ? { mint: 'Mint111', signature: 'Sig111' } : null,
    error: null,
    transactions: [{ index: 0, signature: status === 'planned' ? null : 'Sig111', status, error: null }],
    explorerUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

const planned = {
  operationId: 'op-1',
  transactions: [bytesToBase64(new Uint8Array([1, 2, 3])), 'BAUG'],
  summary: {},
};
/** A wallet that "signs" by appending 9 to each transaction. */
const signer = {
  signAllTransactions: vi.fn(async (txs: Uint8Array[]) => txs.map((t) => Uint8Array.from([...t, 9]))),
};

/** Answers each status read from a script; an Error entry is thrown instead. */
function scripted(reads: Array<Operation | Error>, submitError?: Error) {
  const submitted: string[][] = [];
  const transport: OperationTransport = {
    submit: async (_id, txs) => {
      submitted.push(txs);
      if (submitError) throw submitError;
      return { ok: true };
    },
    get: async () => {
      const next = reads.length > 1 ? reads.shift() : reads[0];
      if (!next || next instanceof Error) throw next ?? new Error('script empty');
      return next;
    },
  };
  return { transport, submitted };
}

function fakeClock() {
  let t = 0;
  return { now: () => t, sleep: vi.fn(async (ms: number) => void (t += ms)) };
}

async function reasonOf(promise: Promise<unknown>): Promise<OperationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof OperationError)) throw new Error(`expected an OperationError, got ${String(error)}`);
  return error;
}

describe('runOperation', () => {
  it('signs all transactions in one call, submits base64 and polls until confirmed', async () => {
    const { transport, submitted } = scripted([op('submitted'), op('submitted'), op('confirmed')]);
    const clock = fakeClock();
    const phases: OperationPhase[] = [];
    const result = await runOperation(planned, signer, {
      transport,
      ...clock,
      onProgress: (p) => phases.push(p.phase),
    });

    expect(result.status).toBe('confirmed');
    expect(result.result).toEqual({ mint: 'Mint111', signature: 'Sig111' });
    expect(signer.signAllTransactions).toHaveBeenCalledTimes(1);
    expect(signer.signAllTransactions.mock.calls[0]?.[0]).toEqual([
      new Uint8Array([1, 2, 3]),
      new Uint8Array([4, 5, 6]),
    ]);
    expect(submitted).toEqual([
      [bytesToBase64(new Uint8Array([1, 2, 3, 9])), bytesToBase64(new Uint8Array([4, 5, 6, 9]))],
    ]);
    expect(phases.slice(0, 3)).toEqual(['signing', 'submitting', 'confirming']);
    expect(clock.sleep).toHaveBeenCalledTimes(2);
    expect(clock.sleep).toHaveBeenCalledWith(500);
  });

  it('hands a wallet at most SIGN_CHUNK_SIZE transactions per prompt and keeps their order', async () => {
    const { transport, submitted } = scripted([op('confirmed')]);
    const many = Array.from({ length: SIGN_CHUNK_SIZE * 2 + 5 }, (_, i) =>
      bytesToBase64(new Uint8Array([i % 256])),
    );
    const chunked = {
      signAllTransactions: vi.fn(async (txs: Uint8Array[]) => txs.map((t) => Uint8Array.from([...t, 9]))),
    };
    await runOperation({ ...planned, transactions: many }, chunked, { transport, ...fakeClock() });
    expect(chunked.signAllTransactions.mock.calls.map((c) => c[0].length)).toEqual([
      SIGN_CHUNK_SIZE,
      SIGN_CHUNK_SIZE,
      5,
    ]);
    expect(submitted[0]?.[SIGN_CHUNK_SIZE + 1]).toBe(
      bytesToBase64(new Uint8Array([(SIGN_CHUNK_SIZE + 1) % 256, 9])),
    );
  });

  it('asks to sign again when submit answers 409 with the expired-blockhash message', async () => {
    const { transport } = scripted([op('submitted')], new ApiError(409, BLOCKHASH_EXPIRED_MESSAGE));
    const error = await reasonOf(runOperation(planned, signer, { transport, ...fakeClock() }));
    expect(error.reason).toBe('expired');
    expect(error.message).toBe(BLOCKHASH_EXPIRED_MESSAGE);
  });

  it('reports other submit refusals as failures with the server message', async () => {
    const { transport } = scripted([op('submitted')], new ApiError(409, 'Operation already submitted'));
    const error = await reasonOf(runOperation(planned, signer, { transport, ...fakeClock() }));
    expect(error.reason).toBe('failed');
    expect(error.message).toBe('Operation already submitted');
  });

  it("keeps the refusal's HTTP status and the server's error code", async () => {
    const refusal = new ApiError(409, 'Price moved. Review the new quote and sign again.', 'price_moved');
    const { transport } = scripted([op('submitted')], refusal);
    const error = await reasonOf(runOperation(planned, signer, { transport, ...fakeClock() }));
    expect(error).toMatchObject({ reason: 'failed', status: 409, code: 'price_moved' });
    expect(error.message).toBe(refusal.message);
  });

  it("keeps the refusal's body: a 409 at submit can carry the new quote", async () => {
    const body = { error: 'curve_price_moved', message: 'moved', quote: { tokens: '5' } };
    const refusal = new ApiError(409, 'moved', 'curve_price_moved', undefined, body);
    const { transport } = scripted([op('submitted')], refusal);
    const error = await reasonOf(runOperation(planned, signer, { transport, ...fakeClock() }));
    expect(error.body).toEqual(body);
  });

  it('leaves status and code empty when the submit failed without an HTTP answer', async () => {
    const { transport } = scripted([op('submitted')], new Error('fetch failed'));
    const error = await reasonOf(runOperation(planned, signer, { transport, ...fakeClock() }));
    expect(error).toMatchObject({ reason: 'failed', status: undefined, code: undefined });
  });

  it('fails with the operation error when the chain rejects the transaction', async () => {
    const failed = op('failed', { error: 'Insufficient SOL to pay for this transaction' });
    const { transport } = scripted([op('submitted'), failed]);
    const error = await reasonOf(runOperation(planned, signer, { transport, ...fakeClock() }));
    expect(error.reason).toBe('failed');
    expect(error.message).toBe('Insufficient SOL to pay for this transaction');
    expect(error.operation?.status).toBe('failed');
  });

  it('treats an operation that expired while confirming as sign-again', async () => {
    const { transport } = scripted([op('expired')]);
    const error = await reasonOf(runOperation(planned, signer, { transport, ...fakeClock() }));
    expect(error.reason).toBe('expired');
  });

  it('gives up with a clear message after the timeout', async () => {
    const { transport } = scripted([op('submitted')]);
    const clock = fakeClock();
    const error = await reasonOf(runOperation(planned, signer, { transport, ...clock, timeoutMs: 3000 }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toMatch(/^No confirmation after 3 seconds\./);
    expect(clock.sleep).toHaveBeenCalledTimes(6);
  });

  it('rides out a few failed status reads but not a lasting outage', async () => {
    const blip = new Error('fetch failed');
    const recovered = scripted([blip, blip, op('confirmed')]);
    await expect(
      runOperation(planned, signer, { transport: recovered.transport, ...fakeClock() }),
    ).resolves.toMatchObject({
      status: 'confirmed',
    });
    const down = scripted([blip]);
    const error = await reasonOf(
      runOperation(planned, signer, { transport: down.transport, ...fakeClock() }),
    );
    expect(error.reason).toBe('failed');
    expect(error.message).toBe('Lost contact with the server while confirming: fetch failed');
    expect(MAX_POLL_FAILURES).toBeGreaterThan(2);
  });

  it('does not submit when the wallet refuses to sign', async () => {
    const { transport, submitted } = scripted([op('confirmed')]);
    const refusing = {
      signAllTransactions: async () => Promise.reject(new Error('User rejected the request.')),
    };
    const error = await reasonOf(runOperation(planned, refusing, { transport, ...fakeClock() }));
    expect(error.reason).toBe('rejected');
    expect(error.message).toBe('User rejected the request.');
    expect(submitted).toHaveLength(0);
  });

  it('stops watching when aborted', async () => {
    const { transport } = scripted([op('submitted')]);
    const abort = new AbortController();
    const clock = fakeClock();
    const sleep = async (ms: number) => {
      await clock.sleep(ms);
      abort.abort();
    };
    const error = await reasonOf(
      runOperation(planned, signer, { transport, now: clock.now, sleep, signal: abort.signal }),
    );
    expect(error.reason).toBe('aborted');
  });
});

describe('base64 helpers', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
