import { address, getBase64EncodedWireTransaction, getSignatureFromTransaction } from '@solana/kit';
import type { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { percentile } from './rush-client';
import { signedTransfer } from './transfers-one-by-one';

export interface TransferFigures {
  confirmed: number;
  rate: number;
  sendP50: number;
  sendP99: number;
  firstP50: number;
  firstP99: number;
  failed: number;
  firstError: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The baseline, in the exchange bench's terms: plain SOL transfers sent through /rpc and confirmed one by
 * one, here by the same wallets all at once: each asks for a blockhash, signs a transfer to one shared
 * address (as every buy pays into one curve), sends it and polls its status until confirmed. Measured like
 * the rush: confirmed per second from the moment all were issued, p50/p99 from send (and from the
 * blockhash request) to confirmed.
 */
export async function plainTransfers(
  wallets: readonly ApiWallet[],
  sink: string,
  roundSeconds: number,
): Promise<TransferFigures> {
  const start = performance.now();
  const deadline = start + roundSeconds * 1000;
  const one = async (wallet: ApiWallet, i: number) => {
    const first = performance.now();
    const { value: lifetime } = await wallet.rpc<{
      value: { blockhash: string; lastValidBlockHeight: number };
    }>('getLatestBlockhash', [{ commitment: 'confirmed' }]);
    const signed = await signedTransfer(
      wallet.signer,
      { blockhash: lifetime.blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
      address(sink),
      BigInt(1_000_000 + i),
    );
    const sent = performance.now();
    await wallet.rpc('sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
    const signature = getSignatureFromTransaction(signed);
    while (performance.now() < deadline) {
      const { value } = await wallet.rpc<{ value: ({ err: unknown; confirmationStatus?: string } | null)[] }>(
        'getSignatureStatuses',
        [[signature]],
      );
      const status = value[0];
      if (status?.err) throw new Error(`transfer failed: ${JSON.stringify(status.err)}`);
      // Landed as the app counts it on the embedded chain (chain/landed.ts): processed, once its log holds
      // it; waiting for the slot to close would add up to 400 ms to this side only.
      if (status?.confirmationStatus) {
        const now = performance.now();
        return { at: now, send: now - sent, first: now - first };
      }
      await sleep(100);
    }
    throw new Error('round timed out');
  };
  const results = await Promise.allSettled(wallets.map(one));
  const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failedResult = results.find((r) => r.status === 'rejected');
  const seconds = (Math.max(start, ...done.map((d) => d.at)) - start) / 1000;
  return {
    confirmed: done.length,
    rate: seconds > 0 ? done.length / seconds : 0,
    sendP50: percentile(
      done.map((d) => d.send),
      0.5,
    ),
    sendP99: percentile(
      done.map((d) => d.send),
      0.99,
    ),
    firstP50: percentile(
      done.map((d) => d.first),
      0.5,
    ),
    firstP99: percentile(
      done.map((d) => d.first),
      0.99,
    ),
    failed: results.length - done.length,
    firstError: failedResult ? String(failedResult.reason) : null,
  };
}
