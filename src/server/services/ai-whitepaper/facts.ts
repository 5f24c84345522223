import type { Address } from '@solana/kit';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readMint } from '../../chain/mint-info';
import { pools, tokens } from '../../db/schema';
import { badRequest } from '../../lib/errors';

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
  readonly tokenProgram: string;
  readonly activePools: number;
}

/** The facts for `mint`, refused unless this wallet created the token here. */
export async function tokenFacts(ctx: AppContext, wallet: string, mint: string): Promise<TokenFacts> {
  const db = ctx.database.db;
  const [row] = await db
    .select()
    .from(tokens)
    .where(and(eq(tokens.mint, mint), eq(tokens.creator, wallet), eq(tokens.status, 'created')))
    .limit(1);
  if (!row) throw badRequest('Pick a token you created on this platform');
  const chain = await readMint(ctx, mint as Address);
  const poolRows = await db
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.status, 'active'), or(eq(pools.mintA, mint), eq(pools.mintB, mint))));
  return {
    mint,
    name: row.name,
    symbol: row.symbol,
    decimals: chain.decimals,
    supply: Number(chain.supply) / 10 ** chain.decimals,
    mintAuthorityRevoked: row.mintAuthorityRevoked,
    freezeAuthorityRevoked: row.freezeAuthorityRevoked,
    tokenProgram: chain.tokenProgram,
    activePools: poolRows.length,
  };
}
