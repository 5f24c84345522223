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
  type Address,
  type Blockhash,
  type TransactionSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import type { ApiWallet } from '../tests/integration/helpers/api-wallet';

/** A plain SOL transfer from `payer` (the fee payer too), signed at `lifetime`: what both baselines send. */
export function signedTransfer(
  payer: TransactionSigner,
  lifetime: { blockhash: string; lastValidBlockHeight: bigint },
  destination: Address,
  amount: bigint,
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: payer, destination, amount })],
        m,
      ),
  );
  return signTransactionMessageWithSigners(message);
}

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
    const signed = await signedTransfer(payer.signer, latest, to, BigInt(1_000_000 + i));
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
