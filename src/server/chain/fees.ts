import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import type { ChainClient } from './client';

/** What the cluster charges (base fee) for a message with these instructions and this fee payer. */
export async function messageFee(
  chain: ChainClient,
  payer: Address,
  instructions: Instruction[],
): Promise<bigint> {
  const { value: latest } = await chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(createNoopSigner(payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const bytes = compileTransaction(message).messageBytes;
  const encoded = getBase64Decoder().decode(bytes) as TransactionMessageBytesBase64;
  const { value } = await chain.rpc.getFeeForMessage(encoded, { commitment: 'confirmed' }).send();
  return value ?? 0n;
}
