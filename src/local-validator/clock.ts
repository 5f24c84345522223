import type { LiteSvm } from 'litesvm/dist/internal.js';
import { decodeBase58 } from './base58';
import { SLOTS_PER_EPOCH } from './svm';

/** Blocks a blockhash stays usable for, as on mainnet (MAX_PROCESSING_AGE). */
export const MAX_BLOCKHASH_AGE = 150;
const SLOT_TIMES_KEPT = 20_000;
const SLOT_TIMES_PERSISTED = 2_000;

export interface BlockhashEntry {
  readonly blockhash: string;
  readonly slot: number;
  readonly blockHeight: number;
}

export interface ClockState {
  readonly slot: number;
  readonly blockHeight: number;
  readonly ring: readonly BlockhashEntry[];
  readonly slotTimes: readonly (readonly [number, number])[];
}

/** Slot, block height, the recent-blockhash ring and per-slot wall times of the embedded chain. */
export class ChainClock {
  slot: number;
  blockHeight: number;
  /** Highest slot whose state is durable (persisted), reported as "finalized"; -1 before the first. */
  root: number;
  unixTime: number;
  /** Set when the latest blockhash was handed out: the ring must then be saved so it survives a restart. */
  served = false;
  private ring: BlockhashEntry[];
  private readonly heights = new Map<string, number>();
  private readonly heightsByBytes = new Map<string, number>();
  private readonly slotTimes = new Map<number, number>();

  constructor(state: ClockState) {
    this.slot = state.slot;
    this.blockHeight = state.blockHeight;
    this.root = state.slot - 1;
    this.unixTime = Math.floor(Date.now() / 1000);
    this.ring = [...state.ring];
    for (const entry of this.ring) this.remember(entry);
    for (const [slot, time] of state.slotTimes) this.slotTimes.set(slot, time);
  }

  static genesis(svm: LiteSvm): ChainClock {
    const clock = new ChainClock({ slot: 0, blockHeight: 0, ring: [], slotTimes: [] });
    clock.push(svm.latestBlockhash());
    clock.applyToSvm(svm);
    return clock;
  }

  latest(): BlockhashEntry {
    this.served = true;
    const entry = this.ring[this.ring.length - 1];
    if (!entry) throw new Error('blockhash ring is empty');
    return entry;
  }

  /** The current slot's entry, without marking it handed out (blocks record it, clients never see it). */
  head(): BlockhashEntry {
    const entry = this.ring[this.ring.length - 1];
    if (!entry) throw new Error('blockhash ring is empty');
    return entry;
  }

  lastValidBlockHeight(entry: BlockhashEntry): number {
    return entry.blockHeight + MAX_BLOCKHASH_AGE;
  }

  isValid(blockhash: string): boolean {
    const height = this.heights.get(blockhash);
    return height !== undefined && this.blockHeight <= height + MAX_BLOCKHASH_AGE;
  }

  /** Same check on the raw 32 bytes of a message, without base58-encoding them. */
  isValidBytes(blockhash: Uint8Array): boolean {
    const height = this.heightsByBytes.get(
      Buffer.from(blockhash.buffer, blockhash.byteOffset, 32).toString('latin1'),
    );
    return height !== undefined && this.blockHeight <= height + MAX_BLOCKHASH_AGE;
  }

  blockTime(slot: number): number | undefined {
    return this.slotTimes.get(slot);
  }

  epoch(): number {
    return Math.floor(this.slot / Number(SLOTS_PER_EPOCH));
  }

  /** One block: new slot, new blockhash, clock sysvar at wall time, SlotHashes for lookup tables. */
  tick(svm: LiteSvm): void {
    this.slot += 1;
    this.blockHeight += 1;
    svm.expireBlockhash();
    this.push(svm.latestBlockhash());
    this.applyToSvm(svm);
  }

  private push(blockhash: string): void {
    const entry = { blockhash, slot: this.slot, blockHeight: this.blockHeight };
    this.ring.push(entry);
    this.remember(entry);
    while (this.ring.length > MAX_BLOCKHASH_AGE + 1) {
      const dropped = this.ring.shift();
      if (dropped) {
        this.heights.delete(dropped.blockhash);
        this.heightsByBytes.delete(bytesKey(dropped.blockhash));
      }
    }
  }

  private remember(entry: BlockhashEntry): void {
    this.heights.set(entry.blockhash, entry.blockHeight);
    this.heightsByBytes.set(bytesKey(entry.blockhash), entry.blockHeight);
  }

  private applyToSvm(svm: LiteSvm): void {
    this.unixTime = Math.floor(Date.now() / 1000);
    this.slotTimes.set(this.slot, this.unixTime);
    this.slotTimes.delete(this.slot - SLOT_TIMES_KEPT);
    const clock = svm.getClock();
    clock.slot = BigInt(this.slot);
    clock.epoch = BigInt(this.epoch());
    clock.leaderScheduleEpoch = clock.epoch + 1n;
    clock.unixTimestamp = BigInt(this.unixTime);
    svm.setClock(clock);
    // The current slot is included (unlike a real bank) so a lookup table can be created with the
    // slot a client just read, whatever commitment it used.
    const hashes = [];
    for (let i = this.ring.length - 1; i >= 0; i--) {
      const entry = this.ring[i];
      if (entry) hashes.push({ slot: BigInt(entry.slot), hash: entry.blockhash });
    }
    svm.setSlotHashes(hashes);
  }

  state(): ClockState {
    const slotTimes = [...this.slotTimes].slice(-SLOT_TIMES_PERSISTED);
    return { slot: this.slot, blockHeight: this.blockHeight, ring: this.ring, slotTimes };
  }

  /**
   * After a restart: continue in a new slot past every replayed transaction, keeping every blockhash
   * clients may still hold.
   */
  resume(svm: LiteSvm, lastLandedSlot = 0): void {
    const skipped = Math.max(0, lastLandedSlot - this.slot);
    // LiteSVM's blockhashes follow one another deterministically from the snapshot's, so the lost run's
    // are made again slot by slot: the last 150 go back into the ring (a transaction signed with one
    // before the crash, e.g. a settlement, still lands), and none repeats one a replayed transaction
    // stored as a durable nonce.
    for (let i = 0; i < skipped; i++) {
      this.slot += 1;
      this.blockHeight += 1;
      svm.expireBlockhash();
      if (skipped - i <= MAX_BLOCKHASH_AGE + 1) this.push(svm.latestBlockhash());
    }
    this.tick(svm);
  }
}

function bytesKey(blockhash: string): string {
  return Buffer.from(decodeBase58(blockhash) ?? new Uint8Array(0)).toString('latin1');
}
