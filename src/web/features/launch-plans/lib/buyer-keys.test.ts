import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidAddress } from '@shared/solana/address';
import { createMemoryStorage } from '@web/wallet/test-helpers';
import { hasBuys, keptBuyer, saveBuyers, withNewBuyers } from './buyer-keys';

const plan = {
  version: 1,
  name: 'Curve',
  steps: [
    { id: 'launch', kind: 'curve-launch', name: 'Comet' },
    { id: 'buys', kind: 'curve-buys', mint: '$steps.launch.mint', buys: [{ sol: '0.05' }, { sol: '0.1' }] },
  ],
};

describe('rehearsal buyer keys kept in the browser', () => {
  beforeEach(() => vi.stubGlobal('localStorage', createMemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('gives each buy a new wallet and leaves the other steps as they were', async () => {
    expect(hasBuys(plan)).toBe(true);
    const { plan: out, buyers } = await withNewBuyers(plan);
    const wallets = (out.steps[1] as Record<string, unknown>).wallets as string[];
    expect(wallets).toHaveLength(2);
    expect(new Set(wallets).size).toBe(2);
    expect(wallets.every((w) => isValidAddress(w))).toBe(true);
    expect(buyers.map((b) => b.address)).toEqual(wallets);
    expect(out.steps[0]).toBe(plan.steps[0]);
  });

  it('finds a buyer key again for its own run only', async () => {
    const { buyers } = await withNewBuyers(plan);
    saveBuyers('run-1', buyers);
    const first = buyers[0]?.address ?? '';
    expect((await keptBuyer('run-1', first))?.address).toBe(first);
    expect(await keptBuyer('run-2', first)).toBeUndefined();
    expect(await keptBuyer('run-1', plan.steps[0]?.id ?? '')).toBeUndefined();
  });

  it('reads nothing from a record not marked as a rehearsal’s', async () => {
    const { buyers } = await withNewBuyers(plan);
    const first = buyers[0];
    localStorage.setItem(
      'solx.launch-plan.rehearsal-buyers.run-1',
      JSON.stringify({ seeds: { [first?.address ?? '']: first?.seed } }),
    );
    expect(await keptBuyer('run-1', first?.address ?? '')).toBeUndefined();
  });
});
