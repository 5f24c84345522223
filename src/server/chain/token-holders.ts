import type { Address } from '@solana/kit';
import type { AppContext } from '../context';

export interface HolderAccount {
  address: string;
  owner: string;
  amount: bigint;
}

/** The largest token accounts of a mint with their owners (two batched reads). */
export async function largestHolders(ctx: AppContext, mint: string): Promise<HolderAccount[]> {
  const { value } = await ctx.chain.rpc
    .getTokenLargestAccounts(mint as Address, { commitment: 'confirmed' })
    .send();
  if (value.length === 0) return [];
  const accounts = await ctx.chain.rpc
    .getMultipleAccounts(
      value.map((v) => v.address),
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    )
    .send();
  return value.map((v, i) => {
    const parsed = accounts.value[i]?.data as { parsed?: { info?: { owner?: string } } } | undefined;
    return { address: v.address, owner: parsed?.parsed?.info?.owner ?? '', amount: BigInt(v.amount) };
  });
}
