import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import type { BalanceRequest, BalanceResponse } from '@shared/schemas/balance';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { readMint, walletTokenBalance } from '../../chain/mint-info';
import { usdPrice } from '../../exchange/prices/source';

const usdOf = (price: number | null, ui: string) => (price === null ? null : price * Number(ui));

/** SOL or one mint's balance, read from the chain (SPL Token and Token-2022 alike) through `rpc`. */
export async function checkBalance(
  ctx: AppContext,
  req: BalanceRequest,
  rpc: Rpc<SolanaRpcApi> = ctx.chain.rpc,
): Promise<BalanceResponse> {
  const wallet = req.walletAddress as Address;
  if (!req.tokenAddress) {
    const { value } = await rpc.getBalance(wallet, { commitment: 'confirmed' }).send();
    return {
      tokenSymbol: 'SOL',
      tokenName: 'Solana',
      balance: formatBaseUnits(value, 9),
      usdValue: usdOf(await usdPrice(ctx, NATIVE_MINT), formatBaseUnits(value, 9)),
      decimals: 9,
      walletAddress: wallet,
      tokenAddress: null,
      tokenProgram: 'system',
    };
  }
  const mint = await readMint(ctx, req.tokenAddress as Address);
  const raw = await walletTokenBalance(ctx, wallet, mint.mint, rpc);
  return {
    tokenSymbol: mint.symbol,
    tokenName: mint.name,
    balance: formatBaseUnits(raw, mint.decimals),
    usdValue: usdOf(await usdPrice(ctx, mint.mint), formatBaseUnits(raw, mint.decimals)),
    decimals: mint.decimals,
    walletAddress: wallet,
    tokenAddress: mint.mint,
    tokenProgram: mint.tokenProgram,
  };
}
