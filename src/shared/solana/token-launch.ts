import type { Address, Instruction, TransactionSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  AuthorityType,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  getMintSize,
  getMintToInstruction,
  getSetAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';

export interface TokenMetadataFields {
  name: string;
  symbol: string;
  uri: string;
}

/**
 * Sizes by the UTF-8 lengths of name, symbol and uri: every other field is fixed-size, so these lengths
 * decide both sizes, and `getMintSize` (which builds its extension codecs on every call) costs
 * milliseconds a launch.
 */
const sizeCache = new Map<string, { allocate: number; funded: number }>();
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Account space to allocate (pointer only) and space to fund (pointer + metadata TLV) for a Token-2022 mint. */
export function tokenLaunchSizes(mint: Address, authority: Address, meta: TokenMetadataFields) {
  const key = `${utf8Length(meta.name)}:${utf8Length(meta.symbol)}:${utf8Length(meta.uri)}`;
  const known = sizeCache.get(key);
  if (known) return known;
  const pointer = extension('MetadataPointer', { authority, metadataAddress: mint });
  const metadata = extension('TokenMetadata', {
    updateAuthority: authority,
    mint,
    name: meta.name,
    symbol: meta.symbol,
    uri: meta.uri,
    additionalMetadata: new Map(),
  });
  const sizes = { allocate: getMintSize([pointer]), funded: getMintSize([pointer, metadata]) };
  if (sizeCache.size >= 1000) sizeCache.clear();
  sizeCache.set(key, sizes);
  return sizes;
}

export interface TokenLaunchPlan {
  payer: TransactionSigner;
  mint: TransactionSigner;
  decimals: number;
  supply: bigint;
  metadata: TokenMetadataFields;
  mintRentLamports: bigint;
  revokeMintAuthority: boolean;
  revokeFreezeAuthority: boolean;
}

/** One transaction's worth of instructions: mint with metadata, creator's ATA, full supply, optional revokes. */
export async function tokenLaunchInstructions(plan: TokenLaunchPlan): Promise<Instruction[]> {
  const { payer, mint } = plan;
  const tokenProgram = TOKEN_2022_PROGRAM_ADDRESS;
  const sizes = tokenLaunchSizes(mint.address, payer.address, plan.metadata);
  const [ata] = await findAssociatedTokenPda({ owner: payer.address, mint: mint.address, tokenProgram });
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: plan.mintRentLamports,
      space: sizes.allocate,
      programAddress: tokenProgram,
    }),
    getInitializeMetadataPointerInstruction({
      mint: mint.address,
      authority: payer.address,
      metadataAddress: mint.address,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: plan.decimals,
      mintAuthority: payer.address,
      freezeAuthority: payer.address,
    }),
    getInitializeTokenMetadataInstruction({
      metadata: mint.address,
      updateAuthority: payer.address,
      mint: mint.address,
      mintAuthority: payer,
      ...plan.metadata,
    }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer,
      ata,
      owner: payer.address,
      mint: mint.address,
      tokenProgram,
    }),
    getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: payer, amount: plan.supply }),
  ];
  if (plan.revokeMintAuthority) {
    instructions.push(
      getSetAuthorityInstruction({
        owned: mint.address,
        owner: payer,
        authorityType: AuthorityType.MintTokens,
        newAuthority: null,
      }),
    );
  }
  if (plan.revokeFreezeAuthority) {
    instructions.push(
      getSetAuthorityInstruction({
        owned: mint.address,
        owner: payer,
        authorityType: AuthorityType.FreezeAccount,
        newAuthority: null,
      }),
    );
  }
  return instructions;
}
