import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
} from '@solana-program/token-2022';
import {
  address,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  signTransactionMessageWithSigners,
  type Base64EncodedWireTransaction,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitClient, startTestChain, transactionMessage } from './helpers/test-chain';
import type { KitClient, TestChain } from './helpers/test-chain';

const NATIVE_MINT = address('So11111111111111111111111111111111111111112');

/** Inner instructions are read from a simulation only when asked for, and then as before. */
describe('simulateTransaction innerInstructions', () => {
  let t: TestChain;
  let kit: KitClient;
  let wire: Base64EncodedWireTransaction;

  beforeAll(async () => {
    t = await startTestChain();
    kit = await kitClient(t);
    const owner = await generateKeyPairSigner();
    const [ata] = await findAssociatedTokenPda({
      owner: owner.address,
      mint: NATIVE_MINT,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer: kit.payer,
      ata,
      owner: owner.address,
      mint: NATIVE_MINT,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const { value: latest } = await kit.rpc.getLatestBlockhash().send();
    wire = getBase64EncodedWireTransaction(
      await signTransactionMessageWithSigners(transactionMessage(kit.payer, latest, [create])),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers the account program’s calls when asked, null when not', async () => {
    const asked = await kit.rpc
      .simulateTransaction(wire, { encoding: 'base64', innerInstructions: true })
      .send();
    expect(asked.value.err).toBeNull();
    const sets = asked.value.innerInstructions ?? [];
    expect(sets.map((s) => s.index)).toEqual([0]);
    expect(sets[0]?.instructions.length).toBeGreaterThan(1);
    const plain = await kit.rpc.simulateTransaction(wire, { encoding: 'base64' }).send();
    expect(plain.value.err).toBeNull();
    expect((plain.value as { innerInstructions?: unknown }).innerInstructions).toBeNull();
    expect(plain.value.unitsConsumed).toBe(asked.value.unitsConsumed);
  });
});
