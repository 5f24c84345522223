import type { Address, Instruction, TransactionSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { getSyncNativeInstruction } from '@solana-program/token-2022';
import { ata, closeTokenAccount, createAta, transferChecked } from '../../exchange/instructions';
import { SOL_REF, tokenRef } from './chain';

export interface CurveAccounts {
  mint: string;
  tokenVault: string;
  solVault: string;
}

/**
 * A buy: the user pays the fee-less cost into the wrapped-SOL vault (synced) and the fee to the
 * platform; the platform (vault owner, co-signing) sends the tokens. `extraFee` adds the launch fee.
 */
export async function buyInstructions(
  user: TransactionSigner,
  platform: TransactionSigner,
  curve: CurveAccounts,
  trade: { tokens: bigint; cost: bigint; fee: bigint },
  extraFee = 0n,
): Promise<Instruction[]> {
  const token = tokenRef(curve.mint);
  const userTokens = await ata(user.address, token);
  const fee = trade.fee + extraFee;
  const out: Instruction[] = [];
  if (fee > 0n)
    out.push(getTransferSolInstruction({ source: user, destination: platform.address, amount: fee }));
  if (trade.tokens === 0n) return out;
  out.push(
    getTransferSolInstruction({ source: user, destination: curve.solVault as Address, amount: trade.cost }),
    getSyncNativeInstruction(
      { account: curve.solVault as Address },
      { programAddress: TOKEN_PROGRAM_ADDRESS },
    ),
    createAta(user, user.address, userTokens, token),
    transferChecked(curve.tokenVault, userTokens, platform, token, trade.tokens),
  );
  return out;
}

/**
 * A sell: the user returns the tokens to the vault; the platform pays the gross proceeds out of the
 * wrapped-SOL vault into the user's wrapped-SOL account, which is closed (unwrapped) at once; the user
 * then pays the fee out of it.
 */
export async function sellInstructions(
  user: TransactionSigner,
  platform: TransactionSigner,
  curve: CurveAccounts,
  trade: { tokens: bigint; gross: bigint; fee: bigint },
): Promise<Instruction[]> {
  const token = tokenRef(curve.mint);
  const userWsol = await ata(user.address, SOL_REF);
  return [
    transferChecked(await ata(user.address, token), curve.tokenVault, user, token, trade.tokens),
    createAta(user, user.address, userWsol, SOL_REF),
    transferChecked(curve.solVault, userWsol, platform, SOL_REF, trade.gross),
    await closeTokenAccount(user, SOL_REF),
    getTransferSolInstruction({ source: user, destination: platform.address, amount: trade.fee }),
  ];
}

/**
 * Settlement lamports: `fromVault` out of the curve's wrapped-SOL vault, unwrapped through the platform's
 * own wrapped-SOL account (as `payOut` does), and `toWallet` of them paid on as SOL. A sell's settlement
 * pays less than it takes (the fee on its surplus stays with the platform); the last buy's refund pays more
 * (the platform returns the fee on the SOL the curve could not take).
 */
export async function solFromVault(
  platform: TransactionSigner,
  wallet: Address,
  vault: string,
  fromVault: bigint,
  toWallet: bigint,
): Promise<Instruction[]> {
  const out: Instruction[] = [];
  if (fromVault > 0n) {
    const own = await ata(platform.address, SOL_REF);
    out.push(
      createAta(platform, platform.address, own, SOL_REF),
      transferChecked(vault, own, platform, SOL_REF, fromVault),
      await closeTokenAccount(platform, SOL_REF),
    );
  }
  if (toWallet > 0n)
    out.push(getTransferSolInstruction({ source: platform, destination: wallet, amount: toWallet }));
  return out;
}
