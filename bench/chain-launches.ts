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
 * Signs sendTransaction bodies, each launching a token in one transaction: Token-2022 mint with
 * metadata pointer + metadata, the creator's associated account, and the initial supply. One funded
 * creator and one blockhash serve every launch, so `sign` does only what each launch needs.
 */
export async function tokenLaunchSigner(rpcUrl: string): Promise<{ sign(i: number): Promise<string> }> {
  const rpc = createSolanaRpc(rpcUrl);
  const creator = await generateKeyPairSigner();
  await rpc.requestAirdrop(creator.address, 10_000_000_000n as never).send();
  const { value: latest } = await rpc.getLatestBlockhash().send();
  // Names have a fixed length, so every mint needs the same rent.
  const probe = { name: `Bench Token ${'0'.repeat(4)}`, symbol: 'BNCH', uri: URI };
  const { funded } = tokenLaunchSizes(creator.address, creator.address, probe);
  const rent = await rpc.getMinimumBalanceForRentExemption(BigInt(funded)).send();
  return {
    async sign(i) {
      const mint = await generateKeyPairSigner();
      const meta = { name: `Bench Token ${String(i % 10_000).padStart(4, '0')}`, symbol: 'BNCH', uri: URI };
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
      return `{"jsonrpc":"2.0","id":${i},"method":"sendTransaction","params":["${getBase64EncodedWireTransaction(signed)}",{"encoding":"base64"}]}`;
    },
  };
}

/** `count` pre-signed launch bodies from one creator (see tokenLaunchSigner). */
export async function presignTokenLaunches(rpcUrl: string, count: number): Promise<string[]> {
  const signer = await tokenLaunchSigner(rpcUrl);
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) bodies.push(await signer.sign(i));
  return bodies;
}
