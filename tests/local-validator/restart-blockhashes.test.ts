import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  signTransactionMessageWithSigners,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, describe, expect, it } from 'vitest';
import { kitClient, rawRpc, startTestChain, transactionMessage } from './helpers/test-chain';

/**
 * Blocks go on being produced (and recorded) while nothing else is written: after a crash the chain
 * resumes past the last recorded block. A transaction signed before the crash with one of the last 150
 * blocks' blockhashes must still land, as on a validator restarted within its blockhash window.
 */
describe('blockhashes across a crash restart', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps the blockhashes of the last 150 blocks valid, even those never written in a snapshot', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'solx-bh-'));
    const crashDir = await mkdtemp(join(tmpdir(), 'solx-bh-crash-'));
    dirs.push(dataDir, crashDir);
    const live = await startTestChain({ dataDir, tickMs: 5 });
    const client = await kitClient(live);
    const recipient = await generateKeyPairSigner();
    // Idle blocks only (no transaction, no blockhash handed out): no snapshot is written meanwhile.
    const start = Number((await client.rpc.getSlot({ commitment: 'confirmed' }).send()) as bigint);
    while (Number(await client.rpc.getSlot({ commitment: 'confirmed' }).send()) < start + 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const slot = Number(await client.rpc.getSlot({ commitment: 'confirmed' }).send()) - 2;
    const block = await rawRpc(live.rpcUrl, 'getBlock', [
      slot,
      { commitment: 'confirmed', transactionDetails: 'none', rewards: false },
    ]);
    const { blockhash, blockHeight } = block.result as { blockhash: string; blockHeight: number };
    const signed = await signTransactionMessageWithSigners(
      transactionMessage(
        client.payer,
        { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(blockHeight + 150) },
        [
          getTransferSolInstruction({
            source: client.payer,
            destination: recipient.address,
            amount: lamports(1_000_000n),
          }),
        ],
      ),
    );
    cpSync(dataDir, crashDir, { recursive: true });
    await live.close();

    const restarted = await startTestChain({ dataDir: crashDir, tickMs: 600_000 });
    try {
      const valid = await rawRpc(restarted.rpcUrl, 'isBlockhashValid', [
        blockhash,
        { commitment: 'processed' },
      ]);
      expect((valid.result as { value: boolean }).value).toBe(true);
      const sent = await rawRpc(restarted.rpcUrl, 'sendTransaction', [
        getBase64EncodedWireTransaction(signed),
        { encoding: 'base64' },
      ]);
      expect(sent.error).toBeUndefined();
      const balance = await rawRpc(restarted.rpcUrl, 'getBalance', [
        recipient.address,
        { commitment: 'processed' },
      ]);
      expect((balance.result as { value: number }).value).toBe(1_000_000);
    } finally {
      await restarted.close();
    }
  });
});
