import type { Address } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { INCINERATOR_ADDRESS } from '@shared/schemas/burn';
import type { PoolType } from '@shared/pool-types';
import type { AppContext } from '../../context';
import { readMint } from '../../chain/mint-info';
import { largestHolders } from '../../chain/token-holders';
import { tokens } from '../../db/schema';
import { loadPools } from '../../exchange/market';
import { poolPrice } from '../../exchange/prices/table';
import { badRequest } from '../../lib/errors';

/** Who holds the supply, grouped: the creator, the pools' vaults, burned, other holders, the rest. */
export type HolderGroup = 'creator' | 'pools' | 'burned' | 'others' | 'rest';

export interface PoolFact {
  readonly label: string;
  readonly type: PoolType;
  readonly feeBps: number;
  /** This token's reserve in the pool, whole tokens. */
  readonly tokenReserve: number;
  readonly pairedSymbol: string;
  readonly pairedReserve: number;
  /** Paired token per one of this token. */
  readonly price: number;
}

/** What the chain and this platform know about a token the wallet launched here. */
export interface TokenFacts {
  readonly mint: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** Current supply in whole tokens (after burns), read from the chain. */
  readonly supply: number;
  readonly mintAuthorityRevoked: boolean;
  readonly freezeAuthorityRevoked: boolean;
  /** Whether an authority still set is the creator's own wallet. */
  readonly authorityIsCreator: boolean;
  readonly tokenProgram: string;
  readonly activePools: number;
  /** Whole tokens per group, from the largest accounts on chain (`rest` = beyond them). */
  readonly holders: Readonly<Record<HolderGroup, number>>;
  /** How many of the largest accounts are neither the creator's, a pool's nor burned. */
  readonly otherHolderAccounts: number;
  readonly pools: readonly PoolFact[];
}

const whole = (raw: bigint, decimals: number) => Number(raw) / 10 ** decimals;

/** The facts for `mint`, refused unless this wallet created the token here. */
export async function tokenFacts(ctx: AppContext, wallet: string, mint: string): Promise<TokenFacts> {
  const [row] = await ctx.database.db
    .select()
    .from(tokens)
    .where(and(eq(tokens.mint, mint), eq(tokens.creator, wallet), eq(tokens.status, 'created')))
    .limit(1);
  if (!row) throw badRequest('Pick a token you created on this platform');
  const [chain, accounts, allPools] = await Promise.all([
    readMint(ctx, mint as Address),
    largestHolders(ctx, mint),
    loadPools(ctx),
  ]);
  const mine = allPools.filter((p) => p.tokenA.mint === mint || p.tokenB.mint === mint);
  const vaults = new Set(mine.flatMap((p) => [p.vaultA, p.vaultB]));
  const holders: Record<HolderGroup, number> = { creator: 0, pools: 0, burned: 0, others: 0, rest: 0 };
  let otherHolderAccounts = 0;
  let listed = 0;
  for (const a of accounts) {
    const amount = whole(a.amount, chain.decimals);
    listed += amount;
    if (vaults.has(a.address)) holders.pools += amount;
    else if (a.owner === wallet) holders.creator += amount;
    else if (a.owner === INCINERATOR_ADDRESS) holders.burned += amount;
    else if (amount > 0) {
      holders.others += amount;
      otherHolderAccounts++;
    }
  }
  const supply = whole(chain.supply, chain.decimals);
  holders.rest = Math.max(0, supply - listed);
  const pools = mine.map((p): PoolFact => {
    const isA = p.tokenA.mint === mint;
    const [own, paired] = isA ? [p.tokenA, p.tokenB] : [p.tokenB, p.tokenA];
    const price = poolPrice(p);
    return {
      label: `${own.symbol}/${paired.symbol}`,
      type: p.type,
      feeBps: p.feeBps,
      tokenReserve: whole(isA ? p.reserveA : p.reserveB, own.decimals),
      pairedSymbol: paired.symbol,
      pairedReserve: whole(isA ? p.reserveB : p.reserveA, paired.decimals),
      price: isA ? price : price > 0 ? 1 / price : 0,
    };
  });
  const kept = [chain.mintAuthority, chain.freezeAuthority].filter((a) => a !== null);
  return {
    mint,
    name: row.name,
    symbol: row.symbol,
    decimals: chain.decimals,
    supply,
    mintAuthorityRevoked: chain.mintAuthority === null,
    freezeAuthorityRevoked: chain.freezeAuthority === null,
    authorityIsCreator: kept.length > 0 && kept.every((a) => a === wallet),
    tokenProgram: chain.tokenProgram,
    activePools: mine.length,
    holders,
    otherHolderAccounts,
    pools,
  };
}
