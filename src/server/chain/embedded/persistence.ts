import { existsSync, mkdirSync, readFileSync, truncateSync } from 'node:fs';
import { appendFile, rename, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClockState } from './clock';
import { decodeRecord, encodeRecord } from './record-codec';
import type { TxRecord } from './types';

const MAGIC = Buffer.from('SOLXCHN1', 'latin1');

/** Everything next to the LiteSVM snapshot that a restart needs. */
export interface Sidecar {
  readonly format: 1;
  readonly genesisHash: string;
  readonly faucetSeed: string;
  readonly clock: ClockState;
  readonly owners: readonly string[];
  /** Length of the transaction log that belongs to this snapshot; anything after it is discarded. */
  readonly txLogBytes: number;
}

export interface LoadedState {
  readonly sidecar: Sidecar;
  readonly svmBytes: Uint8Array;
  readonly records: TxRecord[];
}

/**
 * `${dataDir}/chain/state.bin` = magic + sidecar JSON + LiteSVM `toBytes()`, replaced atomically
 * (temp file + rename); `transactions.log` = append-only history, one JSON line per transaction.
 */
export class ChainStore {
  private readonly statePath: string;
  private readonly logPath: string;
  private logBytes = 0;

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true });
    this.statePath = join(dir, 'state.bin');
    this.logPath = join(dir, 'transactions.log');
  }

  load(): LoadedState | null {
    if (!existsSync(this.statePath)) return null;
    const file = readFileSync(this.statePath);
    if (!file.subarray(0, 8).equals(MAGIC))
      throw new Error(`${this.statePath} is not an embedded chain snapshot`);
    const sidecarLength = file.readUInt32LE(8);
    const sidecar = JSON.parse(file.subarray(12, 12 + sidecarLength).toString('utf8')) as Sidecar;
    const svmBytes = new Uint8Array(file.subarray(12 + sidecarLength));
    const records: TxRecord[] = [];
    if (existsSync(this.logPath)) {
      const log = readFileSync(this.logPath).subarray(0, sidecar.txLogBytes).toString('utf8');
      for (const line of log.split('\n')) if (line) records.push(decodeRecord(line));
      truncateSync(this.logPath, sidecar.txLogBytes);
    }
    this.logBytes = sidecar.txLogBytes;
    return { sidecar, svmBytes, records };
  }

  /** Appends the new history, then swaps in the snapshot that references it. */
  async save(
    svmBytes: Uint8Array,
    sidecar: Omit<Sidecar, 'txLogBytes'>,
    records: readonly TxRecord[],
  ): Promise<void> {
    let txLogBytes = this.logBytes;
    if (records.length > 0) {
      const lines = Buffer.from(records.map(encodeRecord).join(''), 'utf8');
      // Drop any tail a failed earlier append may have left, so offsets stay exact.
      if (existsSync(this.logPath)) await truncate(this.logPath, this.logBytes);
      await appendFile(this.logPath, lines);
      txLogBytes += lines.length;
    }
    const json = Buffer.from(JSON.stringify({ ...sidecar, txLogBytes }), 'utf8');
    const header = Buffer.alloc(12);
    MAGIC.copy(header, 0);
    header.writeUInt32LE(json.length, 8);
    const tmp = `${this.statePath}.tmp`;
    await writeFile(tmp, Buffer.concat([header, json, svmBytes]));
    await rename(tmp, this.statePath);
    this.logBytes = txLogBytes;
  }
}
