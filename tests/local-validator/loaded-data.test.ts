import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from './helpers/test-chain';

const SPACE = 4 * 1024 * 1024 - 1024;
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

describe('one transaction loads at most 16 MiB of account data on the embedded chain', () => {
  let t: TestChain;
  let connection: Connection;
  const payer = Keypair.generate();
  const big = Array.from({ length: 5 }, () => Keypair.generate());

  beforeAll(async () => {
    t = await startTestChain();
    connection = new Connection(t.rpcUrl, 'confirmed');
    await t.chain.airdrop(payer.publicKey.toBase58(), 500n * BigInt(LAMPORTS_PER_SOL));
    const rent = await connection.getMinimumBalanceForRentExemption(SPACE);
    for (const account of big) {
      const tx = new Transaction().add(
        SystemProgram.createAccount({
          fromPubkey: payer.publicKey,
          newAccountPubkey: account.publicKey,
          lamports: rent,
          space: SPACE,
          programId: SystemProgram.programId,
        }),
      );
      await connection.sendTransaction(tx, [payer, account]);
    }
  });
  afterAll(() => t.close());

  /** A token instruction the program refuses, after the runtime loaded every account it names. */
  const reading = async (accounts: Keypair[]) => {
    const tx = new Transaction({ feePayer: payer.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      new TransactionInstruction({
        programId: TOKEN_PROGRAM,
        keys: accounts.map((a) => ({ pubkey: a.publicKey, isSigner: false, isWritable: false })),
        data: Buffer.from([255]),
      }),
    );
    tx.sign(payer);
    return tx;
  };

  it('simulates a transaction loading 12 MiB, and refuses one loading 20 MiB as Agave refuses one over its 64 MiB', async () => {
    const within = await connection.simulateTransaction(await reading(big.slice(0, 3)));
    expect(within.value.err).toEqual({ InstructionError: [0, { Custom: 12 }] });
    const over = await connection.simulateTransaction(await reading(big));
    expect(over.value.err).toBe('MaxLoadedAccountsDataSizeExceeded');
  });

  it('refuses to send it in preflight, and drops it without preflight', async () => {
    await expect(connection.sendTransaction(await reading(big), [payer])).rejects.toThrow(
      /max loaded accounts data size/,
    );
    const signature = await connection.sendRawTransaction((await reading(big)).serialize(), {
      skipPreflight: true,
    });
    const status = await connection.getSignatureStatus(signature);
    expect(status.value).toBeNull();
  });
});
