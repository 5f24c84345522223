import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

interface Waiter {
  readonly upTo: number;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Append-only log with group commit: lines queued during one write + fdatasync go out together in the
 * next. `durable()` resolves once everything queued before the call is on disk, so an answer awaited
 * behind it never reports a transaction a crash could take back.
 */
export class WriteAheadLog {
  private queued: Buffer[] = [];
  private queuedCount = 0;
  private flushedCount = 0;
  private afterFlush: (() => void)[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private failure: unknown = null;

  private constructor(
    private readonly handle: FileHandle,
    private readonly onError: (error: unknown) => void,
  ) {}

  static async open(path: string, onError: (error: unknown) => void): Promise<WriteAheadLog> {
    return new WriteAheadLog(await open(path, 'a'), onError);
  }

  /** Queues a line; `then` runs once it is durable (subscription notifications wait for that). */
  append(line: string, then?: () => void): void {
    this.queued.push(Buffer.from(line, 'utf8'));
    this.queuedCount++;
    if (then) this.afterFlush.push(then);
    if (!this.flushing && !this.failure) this.flushing = this.flushLoop();
  }

  /** Resolves when every line appended so far is on disk; rejects if the disk write failed. */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.flushedCount >= this.queuedCount) return Promise.resolve();
    const upTo = this.queuedCount;
    return new Promise((resolve, reject) => this.waiters.push({ upTo, resolve, reject }));
  }

  get pending(): boolean {
    return this.flushedCount < this.queuedCount;
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.handle.close();
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.queued.length > 0) {
        const lines = this.queued;
        const callbacks = this.afterFlush;
        const upTo = this.queuedCount;
        this.queued = [];
        this.afterFlush = [];
        await this.handle.write(Buffer.concat(lines));
        await this.handle.datasync();
        this.flushedCount = upTo;
        for (const callback of callbacks) callback();
        this.waiters = this.waiters.filter((w) => {
          if (w.upTo > upTo) return true;
          w.resolve();
          return false;
        });
      }
    } catch (error) {
      // Nothing queued can be acknowledged any more: callers see errors, and the process must restart
      // from what is on disk.
      this.failure = error;
      for (const w of this.waiters) w.reject(error);
      this.waiters = [];
      this.onError(error);
    } finally {
      this.flushing = null;
    }
  }
}
