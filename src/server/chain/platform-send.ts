import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
} from '@solana/kit';
import type { AppContext } from '../context';
import { hasLanded } from './landed';

/**
 * Sends a transaction the platform pays for itself (bootstrap only) and waits for its confirmation.
 * Legacy, not v0 (no lookup table is used): these fill a fresh chain's first blocks, and clients that
 * read a block without `maxSupportedTransactionVersion` (as a test validator's early blocks allow) would
 * be refused the whole block over one v0 transaction.
 */
export async function sendAsPlatform(ctx: AppContext, instructions: Instruction[]): Promise<string> {
  const { value: latest } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(ctx.platform, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = getSignatureFromTransaction(signed);
  await ctx.chain.rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send();
  for (let i = 0; i < 150; i++) {
    const { value } = await ctx.chain.rpc.getSignatureStatuses([signature]).send();
    const status = value[0];
    if (hasLanded(ctx.chain, status)) {
      if (status.err) throw new Error(`platform transaction failed: ${JSON.stringify(status.err)}`);
      return signature;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('platform transaction did not confirm');
}
