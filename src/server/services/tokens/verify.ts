import type { Address } from '@solana/kit';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { readMint, walletTokenBalance } from '../../chain/mint-info';

/** Verify for multisend, distribution and burner: the mint from the chain and what the wallet holds of it. */
export async function verifyToken(
  ctx: AppContext,
  wallet: Address,
  tokenAddress: string,
): Promise<VerifiedToken> {
  const mint = await readMint(ctx, tokenAddress as Address);
  const balance = await walletTokenBalance(ctx, wallet, mint.mint);
  return {
    address: mint.mint,
    symbol: mint.symbol,
    name: mint.name,
    decimals: mint.decimals,
    supply: mint.supply.toString(),
    uiSupply: formatBaseUnits(mint.supply, mint.decimals),
    userBalance: balance.toString(),
    uiBalance: formatBaseUnits(balance, mint.decimals),
    tokenProgram: mint.tokenProgram,
  };
}
