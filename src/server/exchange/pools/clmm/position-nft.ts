import type { Address, Instruction, TransactionSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  AuthorityType,
  getBurnCheckedInstruction,
  getCloseAccountInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { tokenLaunchSizes, type TokenMetadataFields } from '@shared/solana/token-launch';
import type { AppContext } from '../../../context';
import { ata, createAta, type MintRef } from '../../instructions';

export const positionNftRef = (mint: string): MintRef => ({
  mint,
  decimals: 0,
  tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
});

/** Name and symbol on the NFT: pool, fee tier and tick range, so any wallet or explorer shows them. */
export const positionMetadata = (
  pair: string,
  feeBps: number,
  lower: number,
  upper: number,
): TokenMetadataFields => ({
  name: `${pair} ${feeBps / 100}% [${lower}, ${upper})`,
  symbol: 'CLMM-POS',
  uri: '',
});

/**
 * A position NFT: Token-2022 mint with its metadata in the mint, 0 decimals, exactly one unit minted to
 * the owner, then the mint authority removed (supply fixed at 1) and no freeze authority. The payer (the
 * user) pays the rent; the platform is the update authority and signs the minting.
 */
export async function mintPositionNft(
  ctx: AppContext,
  payer: TransactionSigner,
  mint: TransactionSigner,
  authority: TransactionSigner,
  owner: string,
  metadata: TokenMetadataFields,
): Promise<Instruction[]> {
  const sizes = tokenLaunchSizes(mint.address, authority.address, metadata);
  const rent = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(sizes.funded)).send();
  const ref = positionNftRef(mint.address);
  const account = await ata(owner, ref);
  return [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: rent,
      space: sizes.allocate,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getInitializeMetadataPointerInstruction({
      mint: mint.address,
      authority: authority.address,
      metadataAddress: mint.address,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: 0,
      mintAuthority: authority.address,
      freezeAuthority: null,
    }),
    getInitializeTokenMetadataInstruction({
      metadata: mint.address,
      updateAuthority: authority.address,
      mint: mint.address,
      mintAuthority: authority,
      ...metadata,
    }),
    createAta(payer, owner, account, ref),
    getMintToInstruction({ mint: mint.address, token: account, mintAuthority: authority, amount: 1n }),
    getSetAuthorityInstruction({
      owned: mint.address,
      owner: authority,
      authorityType: AuthorityType.MintTokens,
      newAuthority: null,
    }),
  ];
}

/** Closing a position: the holder burns the NFT and closes its account (rent back to the holder). */
export async function burnPositionNft(holder: TransactionSigner, mint: string): Promise<Instruction[]> {
  const ref = positionNftRef(mint);
  const account = await ata(holder.address, ref);
  return [
    getBurnCheckedInstruction({
      account,
      mint: mint as Address,
      authority: holder,
      amount: 1n,
      decimals: 0,
    }),
    getCloseAccountInstruction({ account, destination: holder.address, owner: holder }),
  ];
}
