import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { BalanceRequest, BalanceResponse } from '@shared/schemas/balance';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';

interface ParsedData {
  program?: string;
  parsed?: { type?: string; info?: Record<string, unknown> };
}

type Extension = { extension?: string; state?: { name?: string; symbol?: string } };

function readMetadata(info: Record<string, unknown>) {
  const extensions = Array.isArray(info.extensions) ? (info.extensions as Extension[]) : [];
  const meta = extensions.find((e) => e.extension === 'tokenMetadata')?.state;
  return { name: meta?.name?.trim() || null, symbol: meta?.symbol?.trim() || null };
}

/** SOL or one mint's balance, read from the chain (SPL Token and Token-2022 alike). */
export async function checkBalance(ctx: AppContext, req: BalanceRequest): Promise<BalanceResponse> {
  const rpc = ctx.chain.rpc;
  const wallet = req.walletAddress as Address;
  if (!req.tokenAddress) {
    const { value } = await rpc.getBalance(wallet, { commitment: 'confirmed' }).send();
    return {
      tokenSymbol: 'SOL',
      tokenName: 'Solana',
      balance: formatBaseUnits(value, 9),
      usdValue: null,
      decimals: 9,
      walletAddress: wallet,
      tokenAddress: null,
      tokenProgram: 'system',
    };
  }
  const mint = req.tokenAddress as Address;
  const { value: account } = await rpc
    .getAccountInfo(mint, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  if (!account) throw new AppError(404, 'token_not_found', 'Token not found on this network');
  const data = account.data as ParsedData;
  const owner = account.owner as string;
  const isToken = owner === TOKEN_PROGRAM_ADDRESS || owner === TOKEN_2022_PROGRAM_ADDRESS;
  const info = data.parsed?.info;
  if (!isToken || data.parsed?.type !== 'mint' || !info) {
    throw new AppError(400, 'not_a_mint', 'The token address is not a token mint');
  }
  const decimals = Number(info.decimals);
  const { value: holdings } = await rpc
    .getTokenAccountsByOwner(wallet, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  const raw = holdings.reduce((sum, h) => {
    const parsed = (h.account.data as ParsedData).parsed?.info as
      { tokenAmount?: { amount?: string } } | undefined;
    return sum + BigInt(parsed?.tokenAmount?.amount ?? '0');
  }, 0n);
  const meta = readMetadata(info);
  return {
    tokenSymbol: meta.symbol ?? `${mint.slice(0, 4)}…`,
    tokenName: meta.name ?? 'Unknown Token',
    balance: formatBaseUnits(raw, decimals),
    usdValue: null,
    decimals,
    walletAddress: wallet,
    tokenAddress: mint,
    tokenProgram: owner === TOKEN_2022_PROGRAM_ADDRESS ? 'token-2022' : 'spl-token',
  };
}
