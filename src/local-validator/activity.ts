const SAMPLE_PERIOD_MS = 60_000;
const MAX_SAMPLES = 720;
const FEE_SLOTS = 150;

export interface PerformanceSample {
  readonly slot: number;
  readonly numSlots: number;
  readonly numTransactions: number;
  readonly numNonVoteTransactions: number;
  readonly samplePeriodSecs: number;
}

interface SlotFees {
  min: bigint;
  readonly perAccount: Map<string, bigint>;
}

/** Transaction counts per sample window and per-slot prioritization fees, fed by the executor and the ticker. */
export class Activity {
  private readonly samples: PerformanceSample[] = [];
  private windowStartSlot: number;
  private windowStartMs = Date.now();
  private windowTransactions = 0;
  private readonly fees = new Map<number, SlotFees>();

  constructor(slot: number) {
    this.windowStartSlot = slot;
  }

  onTransaction(slot: number, unitPrice: bigint, writableKeys: readonly string[]): void {
    this.windowTransactions += 1;
    let fees = this.fees.get(slot);
    if (!fees) this.fees.set(slot, (fees = { min: unitPrice, perAccount: new Map() }));
    else if (unitPrice < fees.min) fees.min = unitPrice;
    for (const key of writableKeys) {
      const current = fees.perAccount.get(key);
      if (current === undefined || unitPrice < current) fees.perAccount.set(key, unitPrice);
    }
  }

  onTick(slot: number, nowMs = Date.now()): void {
    this.fees.delete(slot - FEE_SLOTS);
    if (nowMs - this.windowStartMs < SAMPLE_PERIOD_MS) return;
    this.samples.push(this.sampleUpTo(slot, nowMs));
    if (this.samples.length > MAX_SAMPLES) this.samples.shift();
    this.windowStartSlot = slot;
    this.windowStartMs = nowMs;
    this.windowTransactions = 0;
  }

  private sampleUpTo(slot: number, nowMs: number): PerformanceSample {
    return {
      slot,
      numSlots: slot - this.windowStartSlot,
      numTransactions: this.windowTransactions,
      numNonVoteTransactions: this.windowTransactions,
      samplePeriodSecs: Math.max(1, Math.round((nowMs - this.windowStartMs) / 1000)),
    };
  }

  /**
   * Newest first. The window in progress is included (with its real elapsed seconds) so a fresh
   * chain reports throughput before the first full minute.
   */
  recentSamples(slot: number, limit: number): PerformanceSample[] {
    const out: PerformanceSample[] = [];
    if (slot > this.windowStartSlot) out.push(this.sampleUpTo(slot, Date.now()));
    for (let i = this.samples.length - 1; i >= 0 && out.length < limit; i--) {
      const sample = this.samples[i];
      if (sample) out.push(sample);
    }
    return out.slice(0, limit);
  }

  /** Same rule as the validator's cache: max(block minimum, minimum of each requested writable account). */
  prioritizationFees(
    slot: number,
    addresses: readonly string[],
  ): { slot: number; prioritizationFee: bigint }[] {
    const out: { slot: number; prioritizationFee: bigint }[] = [];
    for (let s = Math.max(0, slot - FEE_SLOTS + 1); s <= slot; s++) {
      const fees = this.fees.get(s);
      let fee = fees ? fees.min : 0n;
      for (const address of addresses) {
        const accountFee = fees?.perAccount.get(address);
        if (accountFee !== undefined && accountFee > fee) fee = accountFee;
      }
      out.push({ slot: s, prioritizationFee: fee });
    }
    return out;
  }
}
