import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import {
  messages,
  Mutex,
  parse,
  protocol,
  TransactionAbortedError,
  types,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { oneTripQuery, type OneTripClient } from './pglite-one-trip';

type Parser = (value: string, typeId?: number) => unknown;
type Serializer = (value: unknown) => string;
type BackendMessage = Parameters<Parameters<protocol.Parser['parse']>[1]>[0];

/**
 * The worker: PGlite's engine on its own thread. It takes protocol bytes and answers the engine's bytes,
 * uncut: parsing, locks and transactions stay on the server's thread. Statements outside a transaction
 * come on `parentPort` and are answered there, in their order. A transaction's statements come on
 * `syncPort`, for a server thread blocked until the answer is there (`flag` raised): they go first, and
 * while a transaction is open nothing else runs. Plain CommonJS, so the thread starts without a
 * TypeScript loader.
 */
const WORKER = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const { PGlite } = require(workerData.module);
const flag = new Int32Array(workerData.flag);
const syncPort = workerData.syncPort;
const raise = (value) => { Atomics.store(flag, 0, value); Atomics.notify(flag, 0); };
process.on('exit', () => raise(2));
const failure = (error) => ({ error: error instanceof Error ? error.stack ?? error.message : String(error) });
const transferOf = (reply) => (reply.bytes ? [reply.bytes.buffer] : []);
async function run(db, bytes) {
  const parts = [];
  let size = 0;
  try {
    await db.execProtocolRawStream(bytes, { syncToFs: false, onRawData: (chunk) => { parts.push(chunk.slice()); size += chunk.length; } });
  } catch (error) {
    return failure(error);
  }
  const out = parts.length === 1 ? parts[0] : new Uint8Array(size);
  if (parts.length !== 1) { let at = 0; for (const part of parts) { out.set(part, at); at += part.length; } }
  return { bytes: out };
}
PGlite.create(workerData.dataDir, { relaxedDurability: true }).then((db) => {
  const queued = [];
  const syncQueued = [];
  let pumping = false;
  async function pump() {
    if (pumping) return;
    pumping = true;
    try {
      for (;;) {
        const next = syncQueued.shift() ?? receiveMessageOnPort(syncPort)?.message;
        if (next) {
          const reply = await run(db, next.bytes);
          syncPort.postMessage(reply, transferOf(reply));
          raise(1);
          continue;
        }
        if (queued.length === 0 || db.isInTransaction()) return;
        const { id, bytes } = queued.shift();
        if (!bytes) {
          const closed = await db.close().then(() => ({}), failure);
          parentPort.postMessage({ id, ...closed });
          parentPort.close();
          syncPort.close();
          return;
        }
        const reply = await run(db, bytes);
        parentPort.postMessage({ id, ...reply }, transferOf(reply));
      }
    } finally {
      pumping = false;
    }
  }
  parentPort.on('message', (message) => { queued.push(message); void pump(); });
  syncPort.on('message', (message) => { syncQueued.push(message); void pump(); });
  parentPort.postMessage({ id: 0 });
}, (error) => parentPort.postMessage({ id: 0, ...failure(error) }));
`;

interface Reply {
  id?: number;
  bytes?: Uint8Array;
  error?: string;
}

/** How long the server's thread sleeps at a time waiting for one statement of a transaction. */
const SYNC_CHECK_MS = 10_000;

const engineError = (reply: Reply) => new Error(`database engine: ${reply.error}`);

/**
 * PGlite with its engine on a worker thread, so Postgres's own work runs beside the server's JavaScript.
 * The API is the part of PGlite's the app uses (`query`, `exec`, `transaction`, `execProtocol`, the
 * exclusive runners and the parser table), with PGlite's meaning: statements run one at a time, and a
 * transaction has the database to itself until it ends.
 *
 * - A statement outside a transaction is sent and the server goes on; its answer comes as an event.
 *   Statements are not held back for the answers of earlier ones: the engine runs them in order anyway.
 * - Statements of a transaction are waited for with the server's thread blocked (Atomics.wait), as
 *   in-process PGlite did. Answered as events, each would wait for its turn in the server's event loop,
 *   and a transaction holds the database for all of its turns: in a rush, that stalled everything else.
 * - Statements sent while a transaction is open wait for it to end (`_runExclusiveTransaction`). A
 *   transaction goes ahead of statements sent before it whose answers are not back: nothing has been
 *   told of them yet, so they may run after it, and the server's thread is not blocked behind them.
 */
export class PGliteThread implements OneTripClient {
  parsers: Record<number | string, Parser> = { ...types.parsers };
  serializers: Record<number | string, Serializer> = { ...types.serializers };
  readonly #worker: Worker;
  readonly #flag = new Int32Array(new SharedArrayBuffer(4));
  readonly #syncPort: MessagePort;
  readonly #pending = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>();
  /** Held by a transaction from BEGIN to its end. */
  readonly #transaction = new Mutex();
  #inTransaction = false;
  #next = 1;
  #failed: Error | null = null;

  private constructor(dataDir: string) {
    const module = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const { port1, port2 } = new MessageChannel();
    this.#syncPort = port1;
    this.#worker = new Worker(WORKER, {
      eval: true,
      workerData: { dataDir, module, flag: this.#flag.buffer, syncPort: port2 },
      transferList: [port2],
    });
    this.#worker.on('message', (reply: Reply) => {
      const waiting = this.#pending.get(reply.id ?? -1);
      if (!waiting) return;
      this.#pending.delete(reply.id ?? -1);
      if (this.#pending.size === 0) this.#worker.unref();
      if (reply.error !== undefined) waiting.reject(engineError(reply));
      else waiting.resolve(reply.bytes ?? new Uint8Array(0));
    });
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the database thread exited (code ${code})`)));
  }

  static async create(dataDir: string): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir);
    await thread.#awaitReply(0);
    await thread.#initArrayTypes();
    return thread;
  }

  #fail(error: Error) {
    this.#failed ??= error;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #awaitReply(id: number): Promise<Uint8Array> {
    if (this.#failed) return Promise.reject(this.#failed);
    // A reply pending keeps the process alive; an idle database thread does not.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  #send(bytes: Uint8Array): Promise<Uint8Array> {
    const id = this.#next++;
    const reply = this.#awaitReply(id);
    if (!this.#failed) this.#worker.postMessage({ id, bytes });
    return reply;
  }

  #sendAndWait(bytes: Uint8Array): Uint8Array {
    if (this.#failed) throw this.#failed;
    Atomics.store(this.#flag, 0, 0);
    this.#syncPort.postMessage({ bytes });
    // Woken by the flag, not by the wake-up: the previous answer's wake-up can arrive after it was read.
    // The engine answers every statement; one running when this was sent (a VACUUM) is waited for.
    while (Atomics.load(this.#flag, 0) === 0) Atomics.wait(this.#flag, 0, 0, SYNC_CHECK_MS);
    const reply = receiveMessageOnPort(this.#syncPort)?.message as Reply | undefined;
    if (!reply) {
      this.#fail(new Error('the database thread stopped during a transaction'));
      throw this.#failed;
    }
    if (reply.error !== undefined) throw engineError(reply);
    return reply.bytes ?? new Uint8Array(0);
  }

  /** The engine's answer to protocol `message`, as bytes (every call into the engine goes through here). */
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array> {
    if (!this.#inTransaction) return this.#send(message);
    try {
      return Promise.resolve(this.#sendAndWait(message));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /** As PGlite's: every message up to and including the first error, which is thrown. */
  async execProtocol(
    message: Uint8Array,
    { throwOnError = true }: { syncToFs?: boolean; throwOnError?: boolean } = {},
  ): Promise<{ messages: BackendMessage[]; data: Uint8Array }> {
    const data = await this.execProtocolRaw(message);
    const out: BackendMessage[] = [];
    let error: messages.DatabaseError | undefined;
    new protocol.Parser().parse(data, (msg) => {
      if (error) return;
      if (msg instanceof messages.DatabaseError && throwOnError) error = msg;
      out.push(msg);
    });
    if (error) throw error;
    return { messages: out, data };
  }

  /** Statements run in the order they are sent: nothing to hold. */
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  /**
   * `work` (one statement: it sends before its first await) starts once no transaction is open, and is
   * not waited for: the next statement can be sent before this one's answer is back.
   */
  async _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    while (this.#transaction.isLocked()) await this.#transaction.waitForUnlock();
    return work();
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return oneTripQuery(this)<T>(sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this._runExclusiveTransaction(() => this.#exec(sql, options));
  }

  async #exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this._runExclusiveQuery(async () => {
      try {
        const { messages: replies } = await this.execProtocol(protocol.serialize.query(sql));
        return parse.parseResults(replies, this.parsers, options);
      } catch (error) {
        if (error instanceof Error) Object.assign(error, { query: sql, queryOptions: options });
        throw error;
      }
    });
  }

  /** As PGlite's: BEGIN, the callback, COMMIT (or ROLLBACK when it threw), holding the database throughout. */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#transaction.runExclusive(async () => {
      this.#inTransaction = true;
      try {
        return await this.#run(callback);
      } finally {
        this.#inTransaction = false;
      }
    });
  }

  async #run<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#exec('BEGIN');
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const inTransaction = oneTripQuery(this, { inTransaction: true });
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return inTransaction<R>(sql, params, options);
      },
      exec: (sql: string, options?: QueryOptions) => {
        open();
        return this.#exec(sql, options);
      },
      rollback: async () => {
        open();
        await this.#exec('ROLLBACK');
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx as unknown as Transaction);
      if (!closed) {
        closed = true;
        const [committed] = await this.#exec('COMMIT');
        if ((committed as { command?: string } | undefined)?.command === 'ROLLBACK')
          throw new TransactionAbortedError();
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#exec('ROLLBACK');
      }
      throw error;
    }
  }

  /** As PGlite does at start: parsers and serializers for the arrays of every type. */
  async #initArrayTypes() {
    const { rows } = await this.query<{ oid: number; typarray: number }>(`
      SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
      WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`);
    for (const { oid, typarray } of rows) {
      this.serializers[typarray] = (value) =>
        types.arraySerializer(value, this.serializers[oid] as Serializer, typarray);
      this.parsers[typarray] = (value) => types.arrayParser(value, this.parsers[oid] as Parser, typarray);
    }
  }

  /** Waits for a transaction in progress and the statements sent, then closes the engine and its thread. */
  async close(): Promise<void> {
    await this.#transaction.runExclusive(async () => {
      if (this.#failed) return;
      const id = this.#next++;
      const closed = this.#awaitReply(id);
      this.#worker.postMessage({ id });
      await closed;
    });
    await new Promise<void>((resolve) => {
      if (this.#failed) return resolve();
      // Waiting for the thread to end keeps the process alive (an idle thread does not).
      this.#worker.ref();
      this.#worker.once('exit', () => resolve());
    });
  }
}
