import { generateKeyPairSigner, type Address, type Instruction, type KeyPairSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { getInitializeAccount3Instruction } from '@solana-program/token-2022';
import { tokenAccountSize } from '@shared/solana/token-account';
import type { AppContext } from '../../context';
import { transferChecked, type MintRef } from '../../exchange/instructions';

/** A platform-owned plain token account (not an ATA, so the platform can hold several of one mint). */
export interface NewVault {
  signer: KeyPairSigner;
  /** Base units moved in from the platform's own account when the vault is created (0 = none). */
  deposit: bigint;
}

/** Instructions creating `vaults` owned by the platform and funding each from the platform's account. */
export async function vaultInstructions(
  ctx: AppContext,
  token: MintRef,
  source: Address,
  vaults: NewVault[],
): Promise<Instruction[]> {
  const space = tokenAccountSize(token.tokenProgram, false);
  const rent = await ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(space)).send();
  const program = { programAddress: token.tokenProgram as Address };
  return vaults.flatMap(({ signer, deposit }) => [
    getCreateAccountInstruction({
      payer: ctx.platform,
      newAccount: signer,
      lamports: rent,
      space,
      programAddress: token.tokenProgram as Address,
    }),
    getInitializeAccount3Instruction(
      { account: signer.address, mint: token.mint as Address, owner: ctx.platform.address },
      program,
    ),
    ...(deposit > 0n ? [transferChecked(source, signer.address, ctx.platform, token, deposit)] : []),
  ]);
}

export const newVault = async (deposit: bigint): Promise<NewVault> => ({
  signer: await generateKeyPairSigner(),
  deposit,
});
