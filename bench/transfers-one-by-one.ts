import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { ApiWallet } from '../tests/integration/helpers/api-wallet';

/**
 * Plain SOL transfers confirmed one by one: one wallet asks for a blockhash, signs, sends through /rpc and
 * polls until the chain reports the transfer, then the next. Transfers per second. The baseline the
 * exchange bench and the launch-rush bench (the target) measure against.
 */
export async function transfersOneByOne(rpcUrl: string, payer: ApiWallet, count: number): Promise<number> {
  const rpc = createSolanaRpc(rpcUrl);
  const to = (await generateKeyPairSigner()).address;
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const { value: latest } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer.signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: payer.signer,
              destination: to,
              amount: BigInt(1_000_000 + i),
            }),
          ],
          m,
        ),
    );
    const signed = await signTransactionMessageWithSigners(message);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    const signature = getSignatureFromTransaction(signed);
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature]).send();
      if (value[0]?.confirmationStatus) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return count / ((performance.now() - start) / 1000);
}
