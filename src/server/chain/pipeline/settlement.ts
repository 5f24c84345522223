import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  decompileTransactionMessage,
  getTransactionDecoder,
  isSignerRole,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import { SETTLES_MEMO_PREFIX } from '@shared/solana/settlement-memo';
import type { AppContext } from '../../context';

/** Names the wallet transaction a settlement completes, so any reader of the history can pair them. */
export const settlesMemo = (walletSignature: string): Instruction =>
  getAddMemoInstruction(
    { memo: `${SETTLES_MEMO_PREFIX}${walletSignature}` },
    // The memo program every cluster (and the embedded chain) has, as the burn and bridge memos use.
    { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 },
  );

export interface SignedSettlement {
  wire: string;
  signature: string;
  lastValidBlockHeight: bigint;
}

/**
 * A transaction the platform pays for and signs alone. Not simulated: it runs after the wallet's
 * transactions (which may create the accounts it pays into), so simulating it now could only mislead.
 */
export async function signSettlement(
  ctx: AppContext,
  instructions: Instruction[],
): Promise<SignedSettlement> {
  const { value: lifetime } = await ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(ctx.platform, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return {
    wire: getBase64EncodedWireTransaction(signed),
    // The fee payer's: the platform's, the only signer.
    signature: getSignatureFromTransaction(signed),
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
  };
}

/**
 * The same settlement on a fresh blockhash. Only for a settlement the chain has no record of whose
 * blockhash has expired: that one can never land, so this cannot pay twice.
 */
export async function resignSettlement(ctx: AppContext, wire: string): Promise<SignedSettlement> {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
  const compiled = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  const old = decompileTransactionMessage(compiled);
  return signSettlement(ctx, withPlatformSigner(old.instructions, ctx.platform));
}

/** Decompiled instructions name the platform by address only; signing needs its key on each account. */
function withPlatformSigner(instructions: readonly Instruction[], platform: KeyPairSigner): Instruction[] {
  return instructions.map((ix) => ({
    ...ix,
    accounts: ix.accounts?.map((a) =>
      a.address === platform.address && 'role' in a && isSignerRole(a.role) ? { ...a, signer: platform } : a,
    ),
  }));
}
