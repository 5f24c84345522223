import type { TxRecord } from './types';

/** Landed transactions by signature and by arrival order (seq). */
export class RecordStore {
  private readonly bySignature = new Map<string, TxRecord>();
  private readonly bySeq: TxRecord[] = [];
  /** Records not yet appended to the on-disk transaction log. */
  private pending: TxRecord[] = [];

  get size(): number {
    return this.bySeq.length;
  }

  nextSeq(): number {
    return this.bySeq.length;
  }

  add(record: TxRecord, persisted = false): void {
    this.bySignature.set(record.signature, record);
    this.bySeq.push(record);
    if (!persisted) this.pending.push(record);
  }

  get(signature: string): TxRecord | undefined {
    return this.bySignature.get(signature);
  }

  at(seq: number): TxRecord | undefined {
    return this.bySeq[seq];
  }

  takePending(): TxRecord[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** Puts records back after a failed write, ahead of anything newer. */
  requeue(records: TxRecord[]): void {
    this.pending = records.concat(this.pending);
  }
}
