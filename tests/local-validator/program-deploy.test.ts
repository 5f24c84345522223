import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SYSVAR_CLOCK_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import type { Connection } from '@solana/web3.js';
import { createMint, getMint } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';
import {
  PROGRAM_DATA_HEADER,
  UPGRADEABLE_LOADER,
  connect,
  programDataOf,
  writeTokenElf,
} from './helpers/token-elf';

/** UpgradeableLoaderState::Buffer: tag u32 + Option<Pubkey>. */
const BUFFER_HEADER = 37;
/** What one Write carries so the transaction stays under 1232 bytes, as `solana program deploy` sizes it. */
const CHUNK = 900;

function loaderInstruction(data: Buffer, keys: TransactionInstruction['keys']): TransactionInstruction {
  return new TransactionInstruction({ programId: UPGRADEABLE_LOADER, keys, data });
}

function writeInstruction(buffer: PublicKey, authority: PublicKey, offset: number, bytes: Buffer) {
  const data = Buffer.alloc(16 + bytes.length);
  data.writeUInt32LE(1, 0);
  data.writeUInt32LE(offset, 4);
  data.writeBigUInt64LE(BigInt(bytes.length), 8);
  bytes.copy(data, 16);
  return loaderInstruction(data, [
    { pubkey: buffer, isSigner: false, isWritable: true },
    { pubkey: authority, isSigner: true, isWritable: false },
  ]);
}

/** `solana program deploy` by hand: buffer, writes, DeployWithMaxDataLen (the upgradeable loader's own instructions). */
async function deploy(connection: Connection, payer: Keypair, elf: Buffer): Promise<PublicKey> {
  const buffer = Keypair.generate();
  const program = Keypair.generate();
  const bufferSize = BUFFER_HEADER + elf.length;
  await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: buffer.publicKey,
        lamports: await connection.getMinimumBalanceForRentExemption(bufferSize),
        space: bufferSize,
        programId: UPGRADEABLE_LOADER,
      }),
      loaderInstruction(Buffer.from([0, 0, 0, 0]), [
        { pubkey: buffer.publicKey, isSigner: false, isWritable: true },
        { pubkey: payer.publicKey, isSigner: false, isWritable: false },
      ]),
    ),
    [payer, buffer],
  );
  const { blockhash } = await connection.getLatestBlockhash();
  const writes: string[] = [];
  for (let offset = 0; offset < elf.length; offset += CHUNK) {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      writeInstruction(buffer.publicKey, payer.publicKey, offset, elf.subarray(offset, offset + CHUNK)),
    );
    tx.sign(payer);
    // Preflight runs each write, so a refused one throws here.
    writes.push(await connection.sendRawTransaction(tx.serialize()));
  }
  await connection.confirmTransaction(writes[writes.length - 1] ?? '', 'confirmed');
  const deployData = Buffer.alloc(12);
  deployData.writeUInt32LE(2, 0);
  deployData.writeBigUInt64LE(BigInt(elf.length * 2), 4);
  await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: program.publicKey,
        lamports: await connection.getMinimumBalanceForRentExemption(36),
        space: 36,
        programId: UPGRADEABLE_LOADER,
      }),
      loaderInstruction(deployData, [
        { pubkey: payer.publicKey, isSigner: true, isWritable: true },
        { pubkey: programDataOf(program.publicKey), isSigner: false, isWritable: true },
        { pubkey: program.publicKey, isSigner: false, isWritable: true },
        { pubkey: buffer.publicKey, isSigner: false, isWritable: true },
        { pubkey: SYSVAR_RENT_PUBKEY, isSigner: false, isWritable: false },
        { pubkey: SYSVAR_CLOCK_PUBKEY, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: payer.publicKey, isSigner: true, isWritable: false },
      ]),
    ),
    [payer, program],
  );
  return program.publicKey;
}

describe('solana program deploy through the RPC (upgradeable loader buffer writes)', () => {
  let dir: string;
  let chain: TestChain;
  let connection: Connection;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'solx-deploy-'));
    chain = await startTestChain({ tickMs: 100 });
    connection = connect(chain);
  });

  afterAll(async () => {
    await chain.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('deploys an ELF in ~1 KiB writes and runs it from the next slot', async () => {
    const elf = await readFile(await writeTokenElf(dir));
    const payer = Keypair.generate();
    const funding = await connection.requestAirdrop(payer.publicKey, 20 * LAMPORTS_PER_SOL);
    await connection.confirmTransaction(funding, 'confirmed');
    const program = await deploy(connection, payer, elf);
    const programData = await connection.getAccountInfo(programDataOf(program));
    expect(
      programData?.data.subarray(PROGRAM_DATA_HEADER, PROGRAM_DATA_HEADER + elf.length).equals(elf),
    ).toBe(true);
    expect(new PublicKey(programData?.data.subarray(13, 45) ?? []).equals(payer.publicKey)).toBe(true);
    // A program deployed in a slot runs from the next one, as on a validator.
    const deployedAt = await connection.getSlot();
    while ((await connection.getSlot()) <= deployedAt) await new Promise((r) => setTimeout(r, 50));
    const mint = await createMint(connection, payer, payer.publicKey, null, 5, undefined, undefined, program);
    expect((await getMint(connection, mint, 'confirmed', program)).decimals).toBe(5);
  });
});
