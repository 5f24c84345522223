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

  /** The transactions executed in a slot, in execution order (slots only grow with seq). */
  inSlot(slot: number): TxRecord[] {
    let lo = 0;
    let hi = this.bySeq.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.bySeq[mid]?.slot ?? 0) < slot) lo = mid + 1;
      else hi = mid;
    }
    const out: TxRecord[] = [];
    for (let i = lo; i < this.bySeq.length; i++) {
      const record = this.bySeq[i];
      if (!record || record.slot !== slot) break;
      out.push(record);
    }
    return out;
  }
}
