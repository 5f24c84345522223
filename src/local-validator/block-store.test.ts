import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeBase58 } from './base58';
import { BlockStore } from './block-store';

const hash = (n: number) => encodeBase58(new Uint8Array(32).fill(n));
const header = (slot: number) => ({
  slot,
  blockhash: hash((slot % 255) + 1),
  blockTime: 1_700_000_000 + slot,
  blockHeight: slot,
});

describe('block store', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function path(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'solx-blocks-'));
    dirs.push(dir);
    return join(dir, 'blocks.bin');
  }

  it('keeps each slot at its place, across a reopen, and knows the slots it lacks', async () => {
    const file = await path();
    const store = BlockStore.open(file, 0);
    for (const slot of [0, 1, 2, 5]) store.append(header(slot));
    store.close();
    const reopened = BlockStore.openExisting(file);
    expect(reopened?.lastSlot).toBe(5);
    expect(reopened?.get(2)).toEqual(header(2));
    // 3 and 4 were never written (as after a power cut): no block, and getBlocks leaves them out.
    expect(reopened?.get(3)).toBeNull();
    expect(reopened?.slotsIn(0, 10)).toEqual([0, 1, 2, 5]);
    expect(reopened?.slotsIn(1, 10, 2)).toEqual([1, 2]);
    expect(reopened?.get(6)).toBeNull();
    reopened?.close();
  });

  it('starts where an older chain resumed, and empties itself for a new chain', async () => {
    const file = await path();
    const upgraded = BlockStore.open(file, 1_000);
    upgraded.append(header(999));
    upgraded.append(header(1_000));
    expect(upgraded.firstBlock()).toBe(1_000);
    expect(upgraded.get(999)).toBeNull();
    upgraded.close();
    expect(BlockStore.openExisting(file)?.firstSlot).toBe(1_000);
    const fresh = BlockStore.open(file, 0, true);
    expect(fresh.firstSlot).toBe(0);
    expect(fresh.lastSlot).toBe(-1);
    expect(fresh.firstBlock()).toBeNull();
    fresh.close();
  });

  it('holds blocks in memory when the chain is not persisted', () => {
    const store = BlockStore.open(null, 0);
    for (let slot = 0; slot < 3_000; slot++) store.append(header(slot));
    expect(store.get(2_999)).toEqual(header(2_999));
    expect(store.slotsIn(0, 5_000)).toHaveLength(3_000);
  });
});
