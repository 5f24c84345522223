import type { Address } from '@solana/kit';
import { NATIVE_MINT } from '@shared/schemas/dex';
import type { AppContext } from '../../../context';
import { accountRent, networkFee, STAND_IN_PAYER, type SwapCost } from '../../swap-cost';
import type { TokenInfo } from '../../pools/types';

/**
 * Jupiter builds the transaction only at swap time. What is known now: the user is its one signer, and
 * with SOL wrapped and unwrapped the account it keeps is the output token's. Any priority fee Jupiter
 * adds to its transaction is not included.
 */
export async function jupiterCost(
  ctx: AppContext,
  wallet: Address | null,
  output: TokenInfo,
): Promise<SwapCost> {
  const slot = await ctx.chain.rpc.getSlot({ commitment: 'confirmed' }).send();
  const kept = output.mint === NATIVE_MINT ? [] : [output];
  const [[rent], fee] = await Promise.all([
    accountRent(ctx, wallet, [kept]),
    networkFee(ctx, slot, wallet ?? STAND_IN_PAYER, []),
  ]);
  return { networkFeeLamports: fee.toString(), rentLamports: (rent ?? 0n).toString() };
}
