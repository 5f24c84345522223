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
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMintInstruction,
  getInitializeTokenMetadataInstruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token-2022';

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
    const name = `Bench Token ${String(i).padStart(4, '0')}`;
    const pointer = extension('MetadataPointer', {
      authority: creator.address,
      metadataAddress: mint.address,
    });
    const metadata = extension('TokenMetadata', {
      updateAuthority: creator.address,
      mint: mint.address,
      name,
      symbol: 'BNCH',
      uri: URI,
      additionalMetadata: new Map(),
    });
    // Names have a fixed length, so every mint needs the same rent.
    if (i === 0)
      rent = await rpc.getMinimumBalanceForRentExemption(BigInt(getMintSize([pointer, metadata]))).send();
    const [ata] = await findAssociatedTokenPda({
      owner: creator.address,
      mint: mint.address,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(creator, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getCreateAccountInstruction({
              payer: creator,
              newAccount: mint,
              lamports: rent,
              space: getMintSize([pointer]),
              programAddress: TOKEN_2022_PROGRAM_ADDRESS,
            }),
            getInitializeMetadataPointerInstruction({
              mint: mint.address,
              authority: creator.address,
              metadataAddress: mint.address,
            }),
            getInitializeMintInstruction({ mint: mint.address, decimals: 6, mintAuthority: creator.address }),
            getInitializeTokenMetadataInstruction({
              metadata: mint.address,
              updateAuthority: creator.address,
              mint: mint.address,
              mintAuthority: creator,
              name,
              symbol: 'BNCH',
              uri: URI,
            }),
            getCreateAssociatedTokenIdempotentInstruction({
              payer: creator,
              ata,
              owner: creator.address,
              mint: mint.address,
              tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
            }),
            getMintToInstruction({
              mint: mint.address,
              token: ata,
              mintAuthority: creator,
              amount: 1_000_000_000_000n,
            }),
          ],
          m,
        ),
    );
    const signed = await signTransactionMessageWithSigners(message);
    bodies.push(
      `{"jsonrpc":"2.0","id":${i},"method":"sendTransaction","params":["${getBase64EncodedWireTransaction(signed)}",{"encoding":"base64"}]}`,
    );
  }
  return bodies;
}
