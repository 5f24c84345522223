import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLIER_MAY_LAND, landedEarlier } from '@server/services/multisend/earlier';
import { landDuringHeightRead, unsentPlatformTransfer } from './helpers/landing';
import { startTestServer } from './helpers/server';

describe('a retry asks the chain about the earlier transaction of each failed recipient', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.chain.embedded?.airdrop(server.ctx.platform.address, 5_000_000_000n);
  });
  afterAll(() => server.close());

  /** A recipient at `position` whose payment was signed and sent; the chain has not seen it. */
  const unseenPayment = async (position: number, lastValidBlockHeight: bigint) => {
    const signed = await unsentPlatformTransfer(server.ctx, 1_000_000n);
    const tx = { signature: signed.signature, status: 'submitted', lastValidBlockHeight };
    return { signed, state: { row: { position }, tx } };
  };

  it('refuses while an unseen one can still land, and lets its recipient be paid once it cannot', async () => {
    const { ctx } = server;
    const live = await unseenPayment(3, 1_000_000n);
    await expect(landedEarlier(ctx, [live.state])).rejects.toThrow(EARLIER_MAY_LAND);
    const expired = await unseenPayment(4, 0n);
    expect(await landedEarlier(ctx, [expired.state])).toEqual(new Map());
  });

  it('counts one that lands while the height is read as paid, so the retry does not pay it again', async () => {
    const { ctx } = server;
    const { signed, state } = await unseenPayment(7, 0n);
    const injected = landDuringHeightRead(ctx.chain, signed.wire);
    try {
      expect(await landedEarlier(ctx, [state])).toEqual(new Map([[7, signed.signature]]));
    } finally {
      injected.restore();
    }
    expect(injected.landed).toBe(true);
  });
});
