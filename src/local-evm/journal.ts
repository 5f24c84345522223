import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/** One state change, in the order it was acknowledged: a mined transaction or a faucet credit. */
export type JournalEntry =
  | { kind: 'tx'; raw: `0x${string}`; timestamp: number }
  | { kind: 'fund'; address: `0x${string}`; wei: string };

/**
 * The chain's write-ahead log: every entry is fsynced before its caller hears back, and a restart
 * replays them from genesis, so the state is exactly what clients were told. A torn last line (a crash
 * mid-write) was never acknowledged and is dropped.
 */
export class Journal {
  private fd: number | null;

  private constructor(
    private readonly file: string | null,
    readonly entries: JournalEntry[],
  ) {
    this.fd = file ? openSync(file, 'a') : null;
  }

  static open(dir: string | null, chainId: number): Journal {
    if (!dir) return new Journal(null, []);
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${chainId}.jsonl`);
    const entries: JournalEntry[] = [];
    if (existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          entries.push(JSON.parse(line) as JournalEntry);
        } catch {
          break;
        }
      }
    }
    return new Journal(file, entries);
  }

  append(entry: JournalEntry): void {
    if (this.fd === null) return;
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(this.fd);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  get path(): string | null {
    return this.file;
  }
}
