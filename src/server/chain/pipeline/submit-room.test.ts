import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitRoom, type Place } from './submit-room';

const limits = {
  room: 3,
  minRoom: 1,
  startRoom: 3,
  finishMs: 1_000,
  waitMs: 5_000,
  maxWaitMs: 30_000,
  holdMs: 2_000,
};

/** Resolves to the places entered so far, in the order they entered. */
function entering(room: SubmitRoom, keys: string[], log: string[], name: string): Promise<Place> {
  return room.enter(keys, anyWallet()).then((place) => {
    log.push(name);
    return place;
  });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
let wallets = 0;
/** A wallet of its own for each plan, unless the test names one. */
const anyWallet = () => `wallet${wallets++}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('the submit room: signed trades before new plans', () => {
  it('lets plans in while there is room, then holds them in arrival order until a trade finishes', async () => {
    const room = new SubmitRoom(limits);
    const log: string[] = [];
    const first = await Promise.all(['a', 'b', 'c'].map((n) => entering(room, ['pool:x'], log, n)));
    expect(first.map((p) => p.waited)).toEqual([false, false, false]);
    first.forEach((p, i) => p.planned(`op${i}`));
    // Each submit takes its own place over: still three in flight.
    const done = [0, 1, 2].map((i) => room.submitted(['pool:x'], `op${i}`));
    expect(room.used).toBe(3);

    const d = entering(room, ['pool:x'], log, 'd');
    const e = entering(room, ['pool:x'], log, 'e');
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    done[0]?.();
    await settle();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    expect((await d).waited).toBe(true);
    // Finishing twice frees one place, not two.
    done[0]?.();
    await settle();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    (await d).dropped();
    await settle();
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
    (await e).dropped();
    done[1]?.();
    done[2]?.();
    expect(room.used).toBe(0);
  });

  it('never holds back a plan on a pool with nothing in flight', async () => {
    const room = new SubmitRoom(limits);
    const busy = await Promise.all([1, 2, 3].map(() => room.enter(['pool:x'], anyWallet())));
    const quiet = await room.enter(['pool:y'], anyWallet());
    expect(quiet.waited).toBe(false);
    expect(room.used).toBe(4);
    [...busy, quiet].forEach((p) => p.dropped());
    expect(room.used).toBe(0);
  });

  it('gives a plan up to waitMs, and a planned place not submitted up to holdMs', async () => {
    vi.useFakeTimers();
    const room = new SubmitRoom(limits);
    const held = await Promise.all([1, 2, 3].map(() => room.enter(['pool:x'], anyWallet())));
    held.forEach((p, i) => p.planned(`op${i}`));
    let waited: Place | null = null;
    void room.enter(['pool:x'], anyWallet()).then((p) => (waited = p));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(waited).toBeNull();
    // Never submitted: the three places are given up, and the waiting plan enters.
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).not.toBeNull();
    expect(room.used).toBe(1);

    (waited as Place | null)?.dropped();
    for (const id of ['busy-a', 'busy-b', 'busy-c']) room.submitted(['pool:x'], id);
    let late: Place | null = null;
    void room.enter(['pool:x'], anyWallet()).then((p) => (late = p));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(late).toBeNull();
    // The submits never finish: after waitMs the plan goes on anyway.
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toMatchObject({ waited: true });
  });

  it('keeps a plan waiting while the room moves, up to maxWaitMs', async () => {
    vi.useFakeTimers();
    // A fixed clock: the room's size stays as it is (see the sizing test).
    const room = new SubmitRoom({ ...limits, holdMs: 60_000 }, () => 0);
    const inFlight = [0, 1, 2].map((i) => room.submitted(['pool:x'], `first${i}`));
    const log: string[] = [];
    const ahead = Array.from({ length: 12 }, (_, i) => entering(room, ['pool:x'], log, `w${i}`));
    let last: Place | null = null;
    void room.enter(['pool:x'], anyWallet()).then((p) => (last = p));
    // Every 4 s a trade finishes and the next plan in line enters and is submitted: the room moves, but
    // the last plan has not reached the front.
    for (let i = 0; i < 7; i++) {
      await vi.advanceTimersByTimeAsync(4_000);
      inFlight.shift()?.();
      const place = await ahead[i];
      place?.planned(`op${i}`);
      inFlight.push(room.submitted(['pool:x'], `op${i}`));
    }
    expect(log).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    expect(last).toBeNull();
    // At 30 s it goes on, however the room moves.
    await vi.advanceTimersByTimeAsync(30_000 - 28_000 - 1);
    expect(last).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(last).toMatchObject({ waited: true });
    vi.useRealTimers();
  });

  it('keeps one planned place per wallet: its next plan takes the place over', async () => {
    const room = new SubmitRoom(limits);
    const first = await room.enter(['pool:x'], 'phantom');
    first.planned('op1');
    const second = await room.enter(['pool:x'], 'phantom');
    expect(room.used).toBe(2);
    second.planned('op2');
    expect(room.used).toBe(1);
    // The earlier plan may still be signed: its submit counts as in flight, the later place stays held.
    const done = room.submitted(['pool:x'], 'op1');
    expect(room.used).toBe(2);
    done();
    const other = await room.enter(['pool:x'], 'someone');
    other.planned('op3');
    expect(room.used).toBe(2);
    second.dropped();
    other.dropped();
    expect(room.used).toBe(0);
  });

  it('sizes the room so that a signed trade finishes in about finishMs while plans wait', async () => {
    let now = 0;
    const room = new SubmitRoom(
      { ...limits, room: 100, minRoom: 10, startRoom: 100, finishMs: 1_000 },
      () => now,
    );
    /** `n` trades submitted now and finished `ms` later, with as many plans waiting for room meanwhile. */
    async function drain(n: number, ms: number) {
      const done = Array.from({ length: n }, (_, i) => room.submitted(['pool:x'], `op${now}-${i}`));
      const waiting = Array.from({ length: n }, () => room.enter(['pool:x'], anyWallet()));
      now += ms;
      done.forEach((finish) => finish());
      for (const place of waiting) (await place).dropped();
    }
    // Nothing waits: slow trades leave the room as it is.
    const alone = room.submitted(['pool:x'], 'alone');
    now += 5_000;
    alone();
    expect(room.roomSize).toBe(100);

    // Trades twice as slow as the aim: each batch of 64 halves the room, down to its floor.
    await drain(100, 2_000);
    expect(room.roomSize).toBeLessThan(100);
    expect(room.roomSize).toBeGreaterThan(20);
    for (let i = 0; i < 10; i++) await drain(100, 2_000);
    expect(room.roomSize).toBe(10);
    // Trades faster than the aim give room back, up to the most.
    await drain(64, 500);
    expect(room.roomSize).toBe(20);
    for (let i = 0; i < 10; i++) await drain(100, 250);
    expect(room.roomSize).toBe(100);
    expect(room.used).toBe(0);
  });
});
