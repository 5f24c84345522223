import type { Address, Instruction, KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getCloseAccountInstruction } from '@solana-program/token-2022';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ata, createAta, transferChecked, type MintRef } from './instructions';

/**
 * Pays `amount` of a pool vault's token to a wallet, the platform (pool authority) signing. Tokens go to
 * the wallet's token account (created, at the platform's cost, if the wallet closed it). Wrapped SOL is
 * paid as SOL, like the swap itself: it passes through the platform's own wrapped-SOL account, closed
 * again at once (its rent returns to the platform), and the platform sends the lamports on.
 */
export async function payOut(
  platform: KeyPairSigner,
  wallet: Address,
  vault: string,
  mint: MintRef,
  amount: bigint,
): Promise<Instruction[]> {
  if (mint.mint !== NATIVE_MINT) {
    const account = await ata(wallet, mint);
    return [
      createAta(platform, wallet, account, mint),
      transferChecked(vault, account, platform, mint, amount),
    ];
  }
  const own = await ata(platform.address, mint);
  return [
    createAta(platform, platform.address, own, mint),
    transferChecked(vault, own, platform, mint, amount),
    getCloseAccountInstruction(
      { account: own, destination: platform.address, owner: platform },
      { programAddress: mint.tokenProgram as Address },
    ),
    getTransferSolInstruction({ source: platform, destination: wallet, amount }),
  ];
}
