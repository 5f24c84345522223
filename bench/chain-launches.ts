import {
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { tokenLaunchInstructions, tokenLaunchSizes } from '@shared/solana/token-launch';

const URI = 'https://example.com/launch.json';

/**
 * Pre-signed sendTransaction bodies, each launching a token in one transaction: Token-2022 mint with
 * metadata pointer + metadata, the creator's associated account, and the initial supply.
 */
export async function presignTokenLaunches(rpcUrl: string, count: number): Promise<string[]> {
  const rpc = createSolanaRpc(rpcUrl);
  const creator = await generateKeyPairSigner();
  await rpc.requestAirdrop(creator.address, 10_000_000_000n as never).send();
  const { value: latest } = await rpc.getLatestBlockhash().send();
  const bodies: string[] = [];
  let rent = 0n;
  for (let i = 0; i < count; i++) {
    const mint = await generateKeyPairSigner();
    const meta = { name: `Bench Token ${String(i).padStart(4, '0')}`, symbol: 'BNCH', uri: URI };
    // Names have a fixed length, so every mint needs the same rent.
    if (i === 0) {
      const { funded } = tokenLaunchSizes(mint.address, creator.address, meta);
      rent = await rpc.getMinimumBalanceForRentExemption(BigInt(funded)).send();
    }
    const instructions = await tokenLaunchInstructions({
      payer: creator,
      mint,
      decimals: 6,
      supply: 1_000_000_000_000n,
      metadata: meta,
      mintRentLamports: rent,
      revokeMintAuthority: false,
      revokeFreezeAuthority: false,
    });
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(creator, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    const signed = await signTransactionMessageWithSigners(message);
    bodies.push(
      `{"jsonrpc":"2.0","id":${i},"method":"sendTransaction","params":["${getBase64EncodedWireTransaction(signed)}",{"encoding":"base64"}]}`,
    );
  }
  return bodies;
}
