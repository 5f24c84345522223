import { existsSync, mkdirSync, readFileSync, truncateSync } from 'node:fs';
import { rename, writeFile, open } from 'node:fs/promises';
import type { ClockState } from './clock';
import type { WrittenAccount } from './core';
import { decodeRecord } from './record-codec';
import type { LoggedTransaction } from './record-codec';
import type { ChainPaths } from './paths';
import type { TxRecord } from './types';
import { WriteAheadLog } from './wal';

const MAGIC = Buffer.from('SOLXCHN1', 'latin1');
const NEWLINE = 0x0a;

/** Everything next to the LiteSVM snapshot that a restart needs. */
export interface Sidecar {
  readonly format: 1 | 2;
  readonly genesisHash: string;
  readonly faucetSeed: string;
  readonly clock: ClockState;
  readonly owners: readonly string[];
  /** Format 2: the snapshot holds the effects of every transaction with a lower seq. */
  readonly appliedSeq?: number;
  /** Format 1: length of the transaction log that belonged to the snapshot. */
  readonly txLogBytes?: number;
}

export interface LoadedState {
  readonly sidecar: Sidecar;
  readonly svmBytes: Uint8Array;
  readonly records: TxRecord[];
  /** Transactions acknowledged after the snapshot was taken: their written accounts are replayed. */
  readonly redo: readonly { readonly record: TxRecord; readonly written: readonly WrittenAccount[] }[];
}

/**
 * `${dataDir}/chain/state.bin` = magic + sidecar JSON + LiteSVM `toBytes()`, replaced atomically
 * (temp file + rename + fsync). `transactions.log` = the write-ahead log and the history: one JSON line
 * per landed transaction with the accounts it wrote, appended and fsynced before anyone is told it landed.
 */
export class ChainStore {
  private readonly dir: string;
  private readonly statePath: string;
  readonly logPath: string;

  constructor(paths: ChainPaths) {
    mkdirSync(paths.dir, { recursive: true });
    this.dir = paths.dir;
    this.statePath = paths.snapshot;
    this.logPath = paths.log;
  }

  load(): LoadedState | null {
    if (!existsSync(this.statePath)) return null;
    const file = readFileSync(this.statePath);
    if (!file.subarray(0, 8).equals(MAGIC))
      throw new Error(`${this.statePath} is not an embedded chain snapshot`);
    const sidecarLength = file.readUInt32LE(8);
    const sidecar = JSON.parse(file.subarray(12, 12 + sidecarLength).toString('utf8')) as Sidecar;
    const svmBytes = new Uint8Array(file.subarray(12 + sidecarLength));
    const logged = this.readLog(sidecar.txLogBytes);
    const appliedSeq = sidecar.appliedSeq ?? logged.length;
    return {
      sidecar,
      svmBytes,
      records: logged.map((l) => l.record),
      redo: logged.filter((l) => l.record.seq >= appliedSeq),
    };
  }

  /**
   * Every complete line of the log. A torn last line (the process died inside a write) was never
   * acknowledged, so it is cut off; a bad line before the end means the file is damaged.
   */
  private readLog(legacyLength: number | undefined): LoggedTransaction[] {
    if (!existsSync(this.logPath)) return [];
    if (legacyLength !== undefined) truncateSync(this.logPath, legacyLength);
    const bytes = readFileSync(this.logPath);
    const out: LoggedTransaction[] = [];
    let start = 0;
    while (start < bytes.length) {
      const end = bytes.indexOf(NEWLINE, start);
      if (end === -1) break;
      try {
        out.push(decodeRecord(bytes.subarray(start, end).toString('utf8')));
      } catch (error) {
        if (bytes.indexOf(NEWLINE, end + 1) !== -1) throw error;
        break;
      }
      start = end + 1;
    }
    if (start < bytes.length) truncateSync(this.logPath, start);
    return out;
  }

  openLog(onError: (error: unknown) => void): Promise<WriteAheadLog> {
    return WriteAheadLog.open(this.logPath, onError);
  }

  /** Writes the snapshot durably; the caller makes sure the log already holds every applied transaction. */
  async save(svmBytes: Uint8Array, sidecar: Sidecar): Promise<void> {
    const json = Buffer.from(JSON.stringify(sidecar), 'utf8');
    const header = Buffer.alloc(12);
    MAGIC.copy(header, 0);
    header.writeUInt32LE(json.length, 8);
    const tmp = `${this.statePath}.tmp`;
    await writeFile(tmp, Buffer.concat([header, json, svmBytes]), { flush: true });
    await rename(tmp, this.statePath);
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}
