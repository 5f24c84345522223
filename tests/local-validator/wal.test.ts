import { appendFileSync, cpSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSigner, lamports, type Address, type Signature } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, describe, expect, it } from 'vitest';
import { kitClient, startTestChain } from './helpers/test-chain';

describe('embedded chain write-ahead log', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps every acknowledged transaction and its effects when the process dies before the next snapshot', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'solx-wal-'));
    const crashDir = await mkdtemp(join(tmpdir(), 'solx-wal-crash-'));
    dirs.push(dataDir, crashDir);
    // No block ticks, so no snapshot is written after start: only the log holds what follows.
    const live = await startTestChain({ dataDir, tickMs: 600_000 });
    const client = await kitClient(live);
    const recipients = await Promise.all(Array.from({ length: 12 }, () => generateKeyPairSigner()));
    const signatures: string[] = [];
    for (const [i, r] of recipients.entries()) {
      signatures.push(
        await client.send([
          getTransferSolInstruction({
            source: client.payer,
            destination: r.address,
            amount: lamports(1_000_000n + BigInt(i)),
          }),
        ]),
      );
    }
    const payerBalance = (await client.rpc.getBalance(client.payer.address).send()).value;
    // What a SIGKILL leaves on disk right now, plus a line torn in the middle of a write.
    cpSync(dataDir, crashDir, { recursive: true });
    const log = join(crashDir, 'chain', 'transactions.log');
    appendFileSync(log, '{"s":"torn-in-the-middle","q":');
    await live.close();

    const restarted = await startTestChain({ dataDir: crashDir, tickMs: 50 });
    try {
      const after = await kitClient(restarted);
      const { value: statuses } = await after.rpc
        .getSignatureStatuses(signatures as Signature[], { searchTransactionHistory: true })
        .send();
      expect(statuses.map((s) => s?.err)).toEqual(signatures.map(() => null));
      // Their block too: the slot's transactions, in the order they ran, in a block chained to its parent.
      const slot = statuses[0]?.slot ?? 0n;
      const block = await after.rpc
        .getBlock(slot, { commitment: 'confirmed', transactionDetails: 'signatures', rewards: false })
        .send();
      const inSlot = signatures.filter((_, i) => statuses[i]?.slot === slot);
      expect(block?.signatures.filter((s) => inSlot.includes(s))).toEqual(inSlot);
      expect(block?.parentSlot).toBe(slot === 0n ? 0n : slot - 1n);
      const { value: accounts } = await after.rpc
        .getMultipleAccounts(recipients.map((r) => r.address as Address))
        .send();
      expect(accounts.map((a) => a?.lamports)).toEqual(recipients.map((_, i) => 1_000_000n + BigInt(i)));
      expect((await after.rpc.getBalance(client.payer.address).send()).value).toBe(payerBalance);
      expect(readFileSync(log, 'utf8')).not.toContain('torn-in-the-middle');
      // The chain goes on from there: the same payer can spend what it has left.
      await after.send([
        getTransferSolInstruction({
          source: client.payer,
          destination: recipients[0]?.address as Address,
          amount: 5n,
        }),
      ]);
    } finally {
      await restarted.close();
    }
    const again = await startTestChain({ dataDir: crashDir });
    try {
      const rpc = (await kitClient(again)).rpc;
      expect((await rpc.getBalance(recipients[0]?.address as Address).send()).value).toBe(1_000_005n);
    } finally {
      await again.close();
    }
  });
});
