import {
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionMessageSize,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { PackSize, settlesMemo } from './settlement';

const newAddress = async () => (await generateKeyPairSigner()).address;

/** What a curve settlement holds: a memo, the wallet's token account made if need be, tokens and SOL. */
async function segment(platform: KeyPairSigner, vault: Address, mint: Address, i: number) {
  const [wallet, account] = [await newAddress(), await newAddress()];
  const out: Instruction[] = [settlesMemo(`${i}`.repeat(88).slice(0, 88))];
  if (i % 2 === 0)
    out.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: platform,
        ata: account,
        owner: wallet,
        mint,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
    );
  out.push(
    getTransferCheckedInstruction({
      source: vault,
      mint,
      destination: account,
      authority: platform,
      amount: BigInt(i + 1),
      decimals: 6,
    }),
  );
  if (i % 3 === 0) out.push(getTransferSolInstruction({ source: platform, destination: wallet, amount: 5n }));
  return out;
}

describe('settlement packs counted without compiling', () => {
  it('count the bytes kit compiles, pack after pack', async () => {
    const platform = await generateKeyPairSigner();
    const [vault, mint] = [await newAddress(), await newAddress()];
    let size = new PackSize(platform.address);
    let instructions: Instruction[] = [];
    for (let i = 0; i < 12; i++) {
      const own = await segment(platform, vault, mint, i);
      size = size.with(own);
      instructions = [...instructions, ...own];
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(platform, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            {
              blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'),
              lastValidBlockHeight: 1n,
            },
            m,
          ),
        (m) => appendTransactionMessageInstructions(instructions, m),
      );
      expect(size.bytes()).toBe(getTransactionMessageSize(message));
    }
  });
});
