import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  TransactionInstruction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createMint,
  createMultisig,
  createTransferCheckedInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
  mintTo,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain } from './helpers/test-chain';
import type { TestChain } from './helpers/test-chain';

const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const SYSTEM = '11111111111111111111111111111111';

// Shapes from Agave's transaction-status parse_token.rs / parse_associated_token.rs (their own tests).
describe.each([
  ['SPL Token', TOKEN_PROGRAM_ID],
  ['Token-2022', TOKEN_2022_PROGRAM_ID],
])('jsonParsed instructions of %s, as Agave parses them', (_name, programId) => {
  let t: TestChain;
  let connection: Connection;
  const payer = Keypair.generate();
  const owner = Keypair.generate();
  const wallet = Keypair.generate().publicKey;
  let mint: PublicKey;

  beforeAll(async () => {
    t = await startTestChain();
    connection = new Connection(t.rpcUrl, { wsEndpoint: t.wsUrl, commitment: 'confirmed' });
    const latest = await connection.getLatestBlockhash();
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL),
      ...latest,
    });
    mint = await createMint(connection, payer, payer.publicKey, null, 2, undefined, undefined, programId);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function parsed(signature: string) {
    const tx = await connection.getParsedTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    return { instructions: tx?.transaction.message.instructions, inner: tx?.meta?.innerInstructions };
  }

  it('parses an ATA create, transfer, transferChecked and a memo, and the ATA program inner calls', async () => {
    const source = getAssociatedTokenAddressSync(mint, owner.publicKey, false, programId);
    const destination = getAssociatedTokenAddressSync(mint, wallet, false, programId);
    const setup = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(
        payer.publicKey,
        source,
        owner.publicKey,
        mint,
        programId,
      ),
    );
    await sendAndConfirmTransaction(connection, setup, [payer]);
    await mintTo(connection, payer, mint, source, payer, 10_000, [], undefined, programId);
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(
          payer.publicKey,
          destination,
          wallet,
          mint,
          programId,
        ),
        createTransferInstruction(source, destination, owner.publicKey, 5, [], programId),
        createTransferCheckedInstruction(source, mint, destination, owner.publicKey, 1_234, 2, [], programId),
        new TransactionInstruction({ keys: [], programId: MEMO, data: Buffer.from('hello') }),
      ),
      [payer, owner],
    );
    const { instructions, inner } = await parsed(signature);
    const token = programId.toBase58();
    expect(instructions).toEqual([
      {
        program: 'spl-associated-token-account',
        programId: ASSOCIATED_TOKEN_PROGRAM_ID,
        parsed: {
          type: 'createIdempotent',
          info: {
            source: payer.publicKey.toBase58(),
            account: destination.toBase58(),
            wallet: wallet.toBase58(),
            mint: mint.toBase58(),
            systemProgram: SYSTEM,
            tokenProgram: token,
          },
        },
        stackHeight: null,
      },
      {
        program: 'spl-token',
        programId,
        parsed: {
          type: 'transfer',
          info: {
            source: source.toBase58(),
            destination: destination.toBase58(),
            amount: '5',
            authority: owner.publicKey.toBase58(),
          },
        },
        stackHeight: null,
      },
      {
        program: 'spl-token',
        programId,
        parsed: {
          type: 'transferChecked',
          info: {
            source: source.toBase58(),
            mint: mint.toBase58(),
            destination: destination.toBase58(),
            tokenAmount: { amount: '1234', decimals: 2, uiAmount: 12.34, uiAmountString: '12.34' },
            authority: owner.publicKey.toBase58(),
          },
        },
        stackHeight: null,
      },
      { program: 'spl-memo', programId: MEMO, parsed: 'hello', stackHeight: null },
    ]);
    // The ATA program's own calls into the token program are parsed too (stack height 2).
    // web3.js's ParsedInstruction type has no stackHeight; the wire answer does.
    const innerTypes = inner?.[0]?.instructions.map((ix) =>
      'parsed' in ix
        ? `${ix.program}:${(ix.parsed as { type: string }).type}:${(ix as { stackHeight?: number }).stackHeight}`
        : 'raw',
    );
    expect(innerTypes).toContain('spl-token:initializeAccount3:2');
    expect(innerTypes).toContain('spl-token:getAccountDataSize:2');
  });

  it('names a multisig authority and its signers', async () => {
    const signers = [Keypair.generate(), Keypair.generate()];
    const multisig = await createMultisig(
      connection,
      payer,
      signers.map((s) => s.publicKey),
      2,
      undefined,
      undefined,
      programId,
    );
    const source = getAssociatedTokenAddressSync(mint, multisig, true, programId);
    await sendAndConfirmTransaction(
      connection,
      new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, source, multisig, mint, programId),
      ),
      [payer],
    );
    await mintTo(connection, payer, mint, source, payer, 10, [], undefined, programId);
    const destination = getAssociatedTokenAddressSync(mint, owner.publicKey, false, programId);
    const signature = await sendAndConfirmTransaction(
      connection,
      new Transaction().add(createTransferInstruction(source, destination, multisig, 3, signers, programId)),
      [payer, ...signers],
    );
    const { instructions } = await parsed(signature);
    expect(instructions?.[0]).toMatchObject({
      parsed: {
        type: 'transfer',
        info: {
          source: source.toBase58(),
          destination: destination.toBase58(),
          amount: '3',
          multisigAuthority: multisig.toBase58(),
          signers: signers.map((s) => s.publicKey.toBase58()),
        },
      },
    });
    expect(instructions?.[0]).not.toHaveProperty('parsed.info.authority');
  });
});
