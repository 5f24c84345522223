import type { Base64EncodedWireTransaction } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingOf } from '@server/chain/landing';
import { landDuringHeightRead, unsentPlatformTransfer } from './helpers/landing';
import { startTestServer } from './helpers/server';

describe('where a sent transaction stands (graduations and bridge releases ask this)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.chain.embedded?.airdrop(server.ctx.platform.address, 5_000_000_000n);
  });
  afterAll(() => server.close());

  it('unknown: pending while its blockhash lasts, expired after, confirmed once it lands', async () => {
    const { ctx } = server;
    const signed = await unsentPlatformTransfer(ctx, 1_000_000n);
    expect(await landingOf(ctx, signed.signature, signed.lastValidBlockHeight)).toBe('pending');
    expect(await landingOf(ctx, signed.signature, 0n)).toBe('expired');
    expect(await landingOf(ctx, signed.signature, null)).toBe('expired');
    // It lands at the moment the height is read: the status, read after, must see it.
    const injected = landDuringHeightRead(ctx.chain, signed.wire);
    try {
      expect(await landingOf(ctx, signed.signature, 0n)).toBe('confirmed');
    } finally {
      injected.restore();
    }
    expect(injected.landed).toBe(true);
  });

  it('one that landed with an error is failed, whatever its blockhash', async () => {
    const { ctx } = server;
    const signed = await unsentPlatformTransfer(ctx, 10n ** 18n);
    await ctx.chain.rpc
      .sendTransaction(signed.wire as Base64EncodedWireTransaction, {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send();
    expect(await landingOf(ctx, signed.signature, 0n)).toBe('failed');
  });
});
