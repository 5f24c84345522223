import type { Address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token-2022';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import type { BridgeToken, EvmBridgeChain } from '@shared/schemas/bridge';
import type { AppContext } from '../../context';
import { bridgeDeployments, bridgeTokens } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface SolanaToken {
  symbol: BridgeToken;
  mint: Address;
  decimals: number;
  tokenProgram: Address;
  custody: Address;
}

export async function solanaToken(ctx: AppContext, symbol: BridgeToken): Promise<SolanaToken> {
  const [row] = await ctx.database.db.select().from(bridgeTokens).where(eq(bridgeTokens.symbol, symbol));
  if (!row) throw new AppError(503, 'bridge_unavailable', `${symbol} is not set up for bridging yet`);
  return {
    symbol,
    mint: row.mint as Address,
    decimals: row.decimals,
    tokenProgram: row.tokenProgram as Address,
    custody: row.custodyAccount as Address,
  };
}

export async function ataOf(owner: Address, token: SolanaToken): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint: token.mint, tokenProgram: token.tokenProgram });
  return ata;
}

export interface Deployment {
  chainId: number;
  bridge: Hex;
  tokens: Record<string, Hex>;
}

export async function deploymentOf(ctx: AppContext, chain: EvmBridgeChain): Promise<Deployment> {
  const [row] = await ctx.database.db
    .select()
    .from(bridgeDeployments)
    .where(eq(bridgeDeployments.chain, chain));
  if (!row) throw new AppError(503, 'bridge_unavailable', `The bridge on ${chain} is not deployed yet`);
  return {
    chainId: row.chainId,
    bridge: row.bridgeAddress as Hex,
    tokens: row.tokens as Record<string, Hex>,
  };
}

export function wrappedToken(deployment: Deployment, symbol: BridgeToken): Hex {
  const token = deployment.tokens[symbol];
  if (!token) throw new AppError(503, 'bridge_unavailable', `${symbol} has no wrapped token on this chain`);
  return token;
}

/** Base units of a token account, 0 when it does not exist. */
export async function tokenBalance(ctx: AppContext, account: Address): Promise<bigint> {
  const { value } = await ctx.chain.rpc
    .getAccountInfo(account, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  if (!value) return 0n;
  const parsed = (value.data as { parsed?: { info?: { tokenAmount?: { amount?: string } } } }).parsed;
  return BigInt(parsed?.info?.tokenAmount?.amount ?? '0');
}
