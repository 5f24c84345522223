/**
 * Trades already signed come before new plans while the server is busy with group commits. Once the
 * room's trades are in flight (submitted to a group and not yet finished, or planned moments ago and not
 * yet submitted), a plan on a pool that has some of them waits until one finishes, in arrival order and
 * while the room moves (see `waitMs`). Under a rush the server's time goes first to the trades users have
 * signed and are watching, and a new quote is priced at the pool its trade will meet rather than at a
 * pool hundreds of trades earlier. The room is the whole server's, as its CPU is; a pool with nothing in
 * flight is never held back by another's rush. It bounds nothing else: a plan goes on when no place was
 * freed for `waitMs` (something is stuck) or after `maxWaitMs` in all, and a place not submitted within
 * `holdMs` is given up. A wallet holds one planned place: its next plan takes it over (the earlier plan
 * may still be submitted), so wallets that plan and never sign hold one place each.
 *
 * The room's size follows the machine: while plans wait for room, each finished trade's time from submit
 * to finish moves it towards the size at which that time is `finishMs` (between `minRoom` and `room`).
 * A machine half as fast drains the same number of trades in twice the time; it gets half the room, so a
 * signed trade waits about as long, and the plans wait instead.
 */
interface Limits {
  /** The most trades in flight before a plan on a busy pool waits. */
  room: number;
  /** The fewest the room shrinks to. */
  minRoom: number;
  /**
   * The size before any trade finished: a first rush on a slow machine is not sent 150 deep while the
   * room learns; a fast one doubles it within one group.
   */
  startRoom: number;
  /** The time from submit to finish the room's size aims at while plans wait. */
  finishMs: number;
  /**
   * How long a plan waits with no place freed meanwhile before it goes on anyway. A queue that moves is
   * waited out: a plan that went on after a fixed time while hundreds queued ahead would be signed and
   * sent behind them all, and wait there instead, at a price hundreds of trades old.
   */
  waitMs: number;
  /** The longest a plan waits, however the room moves. */
  maxWaitMs: number;
  /** How long a planned trade's place is kept for its submit. */
  holdMs: number;
}

const LIMITS: Limits = {
  room: 150,
  minRoom: 20,
  startRoom: 75,
  finishMs: 1_000,
  waitMs: 5_000,
  maxWaitMs: 30_000,
  holdMs: 5_000,
};
/**
 * Each finished trade moves the size by (finishMs / its time) to this power: a group of 70 trades
 * twice as slow as the aim halves the room; one at the aim leaves it.
 */
const STEP = 1 / 64;

interface Held {
  keys: readonly string[];
  timer: NodeJS.Timeout;
  operationId: string | null;
  wallet: string;
}

export interface Place {
  /** It waited for room: what it priced before is stale. */
  readonly waited: boolean;
  /** The plan became this operation: its place is kept until it is submitted (or holdMs passes). */
  planned(operationId: string): void;
  /** The plan was refused: its place goes to the next. */
  dropped(): void;
}

export class SubmitRoom {
  private busy = 0;
  private readonly held = new Set<Held>();
  private readonly heldByOperation = new Map<string, Held>();
  private readonly plannedByWallet = new Map<string, Held>();
  private readonly usedOn = new Map<string, number>();
  private readonly waiting: (() => void)[] = [];
  /** Places freed so far (trades finished, places given up): whether the room moved while a plan waited. */
  private freed = 0;
  private size: number;

  constructor(
    private readonly limits: Limits = LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.size = limits.startRoom;
  }

  /** How many trades in flight make a plan on a busy pool wait, now. */
  get roomSize(): number {
    return Math.round(this.size);
  }

  /** Trades in flight: submitted and not finished, or holding a place. */
  get used(): number {
    return this.busy + this.held.size;
  }

  /** Waits for room for `wallet`'s plan on `keys` (its pools' lock keys, see above) and holds a place. */
  async enter(keys: readonly string[], wallet: string): Promise<Place> {
    const { place, waited } = await this.take(keys, wallet);
    return {
      waited,
      planned: (operationId) => {
        if (!this.held.has(place)) return;
        place.operationId = operationId;
        this.heldByOperation.set(operationId, place);
        const before = this.plannedByWallet.get(wallet);
        this.plannedByWallet.set(wallet, place);
        if (before) this.release(before);
      },
      dropped: () => this.release(place),
    };
  }

  /**
   * A submitted operation enters its keys' group queue (its planned place becomes its own); call the
   * result when it finished.
   */
  submitted(keys: readonly string[], operationId: string): () => void {
    this.busy++;
    this.count(keys, 1);
    const place = this.heldByOperation.get(operationId);
    if (place) this.release(place);
    const at = this.now();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.busy--;
      this.freed++;
      this.count(keys, -1);
      this.fit(this.now() - at);
      this.wake();
    };
  }

  /** While plans wait for room, a finished trade's time moves the room's size (see the top). */
  private fit(ms: number): void {
    if (this.waiting.length === 0) return;
    const { minRoom, room, finishMs } = this.limits;
    const ratio = finishMs / Math.max(ms, 1);
    this.size = Math.min(room, Math.max(minRoom, this.size * ratio ** STEP));
  }

  private count(keys: readonly string[], by: 1 | -1): void {
    for (const key of keys) {
      const n = (this.usedOn.get(key) ?? 0) + by;
      if (n > 0) this.usedOn.set(key, n);
      else this.usedOn.delete(key);
    }
  }

  private wake(): void {
    while (this.waiting.length > 0 && this.used < this.roomSize) this.waiting.shift()?.();
  }

  private release(place: Held): void {
    if (!this.held.delete(place)) return;
    this.freed++;
    clearTimeout(place.timer);
    if (place.operationId) this.heldByOperation.delete(place.operationId);
    if (this.plannedByWallet.get(place.wallet) === place) this.plannedByWallet.delete(place.wallet);
    this.count(place.keys, -1);
    this.wake();
  }

  private hold(keys: readonly string[], wallet: string): Held {
    const place: Held = {
      keys,
      wallet,
      operationId: null,
      timer: setTimeout(() => this.release(place), this.limits.holdMs),
    };
    place.timer.unref();
    this.held.add(place);
    this.count(keys, 1);
    return place;
  }

  private take(keys: readonly string[], wallet: string): Promise<{ place: Held; waited: boolean }> {
    const quiet = keys.every((key) => !this.usedOn.has(key));
    if (quiet || (this.used < this.roomSize && this.waiting.length === 0)) {
      return Promise.resolve({ place: this.hold(keys, wallet), waited: false });
    }
    return new Promise((resolve) => {
      const { waitMs, maxWaitMs } = this.limits;
      let done = false;
      let limit: NodeJS.Timeout | undefined;
      const enter = () => {
        if (done) return;
        done = true;
        clearTimeout(limit);
        resolve({ place: this.hold(keys, wallet), waited: true });
      };
      let waited = 0;
      const check = (freedBefore: number) => {
        waited += waitMs;
        if (this.freed !== freedBefore && waited < maxWaitMs) {
          limit = setTimeout(check, Math.min(waitMs, maxWaitMs - waited), this.freed);
          return;
        }
        this.waiting.splice(this.waiting.indexOf(enter), 1);
        enter();
      };
      limit = setTimeout(check, Math.min(waitMs, maxWaitMs), this.freed);
      this.waiting.push(enter);
    });
  }
}

/** The server's room (one process, one CPU budget). */
const room = new SubmitRoom();

export const roomToPlan = (keys: readonly string[], wallet: string): Promise<Place> =>
  room.enter(keys, wallet);

export const submittedOn = (keys: readonly string[], operationId: string): (() => void) =>
  room.submitted(keys, operationId);

/** Runs a plan in its place: kept for the operation it planned, given up when it was refused. */
export async function planIn<T extends { operationId: string }>(
  place: Place,
  plan: () => Promise<T>,
): Promise<T> {
  try {
    const planned = await plan();
    place.planned(planned.operationId);
    return planned;
  } catch (error) {
    place.dropped();
    throw error;
  }
}
