import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRpc, startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';

/** A 0.001 SOL transfer to a new address, sent without preflight. */
async function sendTransfer(
  connection: Connection,
  payer: Keypair,
): Promise<{ signature: string; blockhash: string }> {
  const { blockhash } = await connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1e6,
    }),
  );
  tx.sign(payer);
  const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
  return { signature, blockhash };
}

/**
 * Commitment levels as a one-node validator reports them, read with @solana/web3.js v1: processed while
 * the transaction's slot is open, confirmed once the slot closed (its vote), finalized ~32 slots later.
 */
describe('embedded chain commitment levels', () => {
  let t: TestChain;
  let connection: Connection;
  let payer: Keypair;

  beforeAll(async () => {
    t = await startTestChain({ tickMs: 100 });
    connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
    payer = Keypair.generate();
    await connection.confirmTransaction(await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL));
  }, 30_000);

  afterAll(async () => {
    await t.close();
  });

  const transfer = () => sendTransfer(connection, payer);

  it('confirms a transaction only after its slot closed, so a new blockhash follows every confirmation', async () => {
    const { signature, blockhash } = await transfer();
    const first = (await connection.getSignatureStatus(signature)).value;
    const slotNow = await connection.getSlot('processed');
    // Answered within the slot it ran in: processed, not yet confirmed.
    if (first?.slot === slotNow) expect(first.confirmationStatus).toBe('processed');
    await connection.confirmTransaction(signature, 'confirmed');
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status?.confirmationStatus).toBe('confirmed');
    expect(await connection.getSlot('processed')).toBeGreaterThan(status?.slot ?? Infinity);
    // The blockhash a client reads after the confirmation is a later slot's, as after a validator's vote.
    expect((await connection.getLatestBlockhash()).blockhash).not.toBe(blockhash);
  });

  it('finalizes a transaction ~32 slots after it ran, and serves it at finalized only then', async () => {
    const { signature } = await transfer();
    await connection.confirmTransaction(signature, 'confirmed');
    const slot = (await connection.getSignatureStatus(signature)).value?.slot ?? 0;
    expect(await connection.getTransaction(signature, { commitment: 'finalized' })).toBeNull();
    expect((await connection.getTransaction(signature, { commitment: 'confirmed' }))?.slot).toBe(slot);
    expect(await connection.getSlot('finalized')).toBeLessThan(slot);

    const notified = new Promise<number>((resolve) =>
      connection.onSignature(signature, (_, ctx) => resolve(ctx.slot), 'finalized'),
    );
    expect(await notified).toBe(slot);
    const finalized = await connection.getSlot('finalized');
    expect(finalized).toBeGreaterThanOrEqual(slot);
    expect(await connection.getSlot('processed')).toBeGreaterThanOrEqual(slot + 32);
    expect((await connection.getSignatureStatus(signature)).value?.confirmationStatus).toBe('finalized');
    expect((await connection.getTransaction(signature, { commitment: 'finalized' }))?.slot).toBe(slot);
  }, 30_000);

  it('refuses getTransaction below confirmed, as Agave does', async () => {
    const { signature } = await transfer();
    const reply = await rawRpc(t.rpcUrl, 'getTransaction', [signature, { commitment: 'processed' }]);
    expect(reply.error?.message).toBe('Method does not support commitment below `confirmed`');
  });

  it("sends a confirmed account notification with the slot's last state once the slot closes", async () => {
    const watched = Keypair.generate().publicKey;
    const seen: { lamports: number; at: number }[] = [];
    const processed: number[] = [];
    const id = connection.onAccountChange(
      watched,
      (info, ctx) => seen.push({ lamports: info.lamports, at: ctx.slot }),
      {
        commitment: 'confirmed',
      },
    );
    const fast = connection.onAccountChange(watched, (info) => processed.push(info.lamports), {
      commitment: 'processed',
    });
    await new Promise((r) => setTimeout(r, 200));
    const { blockhash } = await connection.getLatestBlockhash();
    // Two transfers built on one blockhash usually run in one slot: "confirmed" then reports the state after both.
    const sends = [1, 2].map((n) => {
      const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: watched, lamports: n * 1_000_000 }),
      );
      tx.sign(payer);
      return connection.sendRawTransaction(tx.serialize());
    });
    const signatures = await Promise.all(sends);
    for (const s of signatures) await connection.confirmTransaction(s, 'confirmed');
    await new Promise((r) => setTimeout(r, 300));
    await connection.removeAccountChangeListener(id);
    await connection.removeAccountChangeListener(fast);
    expect(processed).toHaveLength(2);
    expect(processed.at(-1)).toBe(3_000_000);
    expect(seen.at(-1)?.lamports).toBe(3_000_000);
    const slots = await Promise.all(
      signatures.map(async (s) => (await connection.getSignatureStatus(s)).value?.slot),
    );
    // One notification per closed slot, never one of a slot still open.
    expect(seen.length).toBe(new Set(slots).size);
    for (const n of seen) expect(n.at).toBeGreaterThan(Math.min(...slots.map(Number)));
  });
});

describe('embedded chain account notifications at confirmed', () => {
  it('notifies a subscriber that subscribed after the write but before its slot closed', async () => {
    const t = await startTestChain({ tickMs: 2_000 });
    try {
      const connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
      // Start right after a slot begins, so the airdrop and the subscription fall in the same slot.
      await new Promise<void>((resolve) => {
        const id = connection.onSlotChange(() => {
          void connection.removeSlotChangeListener(id);
          resolve();
        });
      });
      const owner = Keypair.generate().publicKey;
      const airdrop = connection.requestAirdrop(owner, LAMPORTS_PER_SOL);
      await airdrop;
      const lamports = await new Promise<number>((resolve) => {
        connection.onAccountChange(owner, (info) => resolve(info.lamports), { commitment: 'confirmed' });
      });
      expect(lamports).toBe(LAMPORTS_PER_SOL);
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe('embedded chain slots close early for a waiting client', () => {
  it('confirms sequential transactions on a chain whose slots would otherwise last a minute', async () => {
    // Without the early close each confirmation below would wait for a 60 s slot and time the test out.
    const t = await startTestChain({ tickMs: 60_000, chain: { minSlotMs: 50 } });
    try {
      const connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
      const payer = Keypair.generate();
      await connection.confirmTransaction(await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL));
      const slots: number[] = [];
      for (let i = 0; i < 3; i++) {
        const { signature } = await sendTransfer(connection, payer);
        await connection.confirmTransaction(signature, 'confirmed');
        const status = (await connection.getSignatureStatus(signature)).value;
        expect(status?.confirmationStatus).toBe('confirmed');
        slots.push(status?.slot ?? -1);
      }
      // Each confirmation closed its slot, so the next transaction ran in a later one.
      expect(new Set(slots).size).toBe(3);
    } finally {
      await t.close();
    }
  }, 20_000);
});
