import type { TxRecord } from './types';

/** Landed transactions by signature and by arrival order (seq). */
export class RecordStore {
  private readonly bySignature = new Map<string, TxRecord>();
  private readonly bySeq: TxRecord[] = [];

  get size(): number {
    return this.bySeq.length;
  }

  nextSeq(): number {
    return this.bySeq.length;
  }

  add(record: TxRecord): void {
    this.bySignature.set(record.signature, record);
    this.bySeq.push(record);
  }

  get(signature: string): TxRecord | undefined {
    return this.bySignature.get(signature);
  }

  at(seq: number): TxRecord | undefined {
    return this.bySeq[seq];
  }
}
