import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  truncateSync,
} from 'node:fs';
import { rename, open } from 'node:fs/promises';
import type { ClockState } from './clock';
import type { WrittenAccount } from './core';
import type { LargeAccount } from './large-accounts';
import { decodeFetched, decodeRecord } from './record-codec';
import type { FetchedAccounts, LoggedTransaction } from './record-codec';
import type { ChainPaths } from './paths';
import type { TxRecord } from './types';
import { WriteAheadLog } from './wal';

const MAGIC = Buffer.from('SOLXCHN1', 'latin1');
const NEWLINE = 0x0a;

/** An account kept beside LiteSVM's bytes; its data follows them in the file, in the sidecar's order. */
interface LargeAccountEntry {
  readonly address: string;
  readonly lamports: string;
  readonly owner: string;
  readonly executable: boolean;
  readonly rentEpoch: string;
  readonly length: number;
}

/** Everything next to the LiteSVM snapshot that a restart needs. */
export interface Sidecar {
  readonly format: 1 | 2 | 3;
  readonly genesisHash: string;
  readonly faucetSeed: string;
  readonly clock: ClockState;
  readonly owners: readonly string[];
  /** Format 2: the snapshot holds the effects of every transaction with a lower seq. */
  readonly appliedSeq?: number;
  /** Format 1: length of the transaction log that belonged to the snapshot. */
  readonly txLogBytes?: number;
  /** Format 3: LiteSVM's bytes are this long, and the large accounts' data follows them. */
  readonly svmLength?: number;
  readonly large?: readonly LargeAccountEntry[];
}

export interface SvmSnapshot {
  readonly svmBytes: Uint8Array;
  readonly large: readonly LargeAccount[];
}

export interface LoadedState {
  readonly sidecar: Sidecar;
  readonly svmBytes: Uint8Array;
  readonly large: readonly LargeAccount[];
  readonly records: TxRecord[];
  /**
   * Transactions acknowledged after the snapshot was taken, and accounts fetched from a forked cluster
   * (record null) since: their accounts are replayed in log order.
   */
  readonly redo: readonly { readonly record: TxRecord | null; readonly written: readonly WrittenAccount[] }[];
  /** Every address ever fetched from a forked cluster, including those it did not have. */
  readonly fetched: readonly string[];
}

/**
 * `${dataDir}/chain/state.bin` = magic + sidecar JSON + LiteSVM `toBytes()` + the data of accounts too
 * large for it (read and written piece by piece: it can pass the 2 GiB one read allows), replaced atomically
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
    const fd = openSync(this.statePath, 'r');
    let sidecar: Sidecar;
    let svmBytes: Uint8Array;
    const large: LargeAccount[] = [];
    try {
      const size = fstatSync(fd).size;
      const header = readAt(fd, 0, 12);
      if (!header.subarray(0, 8).equals(MAGIC))
        throw new Error(`${this.statePath} is not an embedded chain snapshot`);
      const sidecarLength = header.readUInt32LE(8);
      sidecar = JSON.parse(readAt(fd, 12, sidecarLength).toString('utf8')) as Sidecar;
      let offset = 12 + sidecarLength;
      const svmLength = sidecar.svmLength ?? size - offset;
      svmBytes = readAt(fd, offset, svmLength);
      offset += svmLength;
      for (const entry of sidecar.large ?? []) {
        const data = readAt(fd, offset, entry.length);
        offset += entry.length;
        large.push({
          address: entry.address,
          lamports: BigInt(entry.lamports),
          owner: entry.owner,
          executable: entry.executable,
          rentEpoch: BigInt(entry.rentEpoch),
          data,
        });
      }
    } finally {
      closeSync(fd);
    }
    const logged = this.readLog(sidecar.txLogBytes);
    const transactions = logged.filter((l): l is LoggedTransaction => 'record' in l);
    const appliedSeq = sidecar.appliedSeq ?? transactions.length;
    return {
      sidecar,
      svmBytes,
      large,
      records: transactions.map((l) => l.record),
      redo: logged.flatMap((l): LoadedState['redo'][number][] => {
        if ('record' in l) return l.record.seq >= appliedSeq ? [l] : [];
        return l.nextSeq >= appliedSeq ? [{ record: null, written: l.accounts }] : [];
      }),
      fetched: logged.flatMap((l) => ('record' in l ? [] : l.accounts.map((a) => a.address))),
    };
  }

  /**
   * Every complete line of the log. A torn last line (the process died inside a write) was never
   * acknowledged, so it is cut off; a bad line before the end means the file is damaged.
   */
  private readLog(legacyLength: number | undefined): (LoggedTransaction | FetchedAccounts)[] {
    if (!existsSync(this.logPath)) return [];
    if (legacyLength !== undefined) truncateSync(this.logPath, legacyLength);
    const bytes = readFileSync(this.logPath);
    const out: (LoggedTransaction | FetchedAccounts)[] = [];
    let start = 0;
    while (start < bytes.length) {
      const end = bytes.indexOf(NEWLINE, start);
      if (end === -1) break;
      try {
        const text = bytes.subarray(start, end).toString('utf8');
        out.push(decodeFetched(text) ?? decodeRecord(text));
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
  async save({ svmBytes, large }: SvmSnapshot, sidecar: Sidecar): Promise<void> {
    const full: Sidecar = {
      ...sidecar,
      format: 3,
      svmLength: svmBytes.length,
      large: large.map((a) => ({
        address: a.address,
        lamports: a.lamports.toString(),
        owner: a.owner,
        executable: a.executable,
        rentEpoch: a.rentEpoch.toString(),
        length: a.data.length,
      })),
    };
    const json = Buffer.from(JSON.stringify(full), 'utf8');
    const header = Buffer.alloc(12);
    MAGIC.copy(header, 0);
    header.writeUInt32LE(json.length, 8);
    const tmp = `${this.statePath}.tmp`;
    const file = await open(tmp, 'w');
    try {
      // One piece at a time, never one buffer of everything: 20 accounts of 10 MiB are 200 MiB.
      for (const piece of [header, json, svmBytes, ...large.map((a) => a.data)]) await file.writeFile(piece);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tmp, this.statePath);
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}

/** Exactly `length` bytes at `position`; a shorter file is a damaged snapshot. */
function readAt(fd: number, position: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, out, done, length - done, position + done);
    if (n === 0) throw new Error('embedded chain snapshot is truncated');
    done += n;
  }
  return out;
}
