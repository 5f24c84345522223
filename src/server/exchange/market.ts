import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { isRehearsalToken } from '../db/rehearsal-scope';
import { exchangeTokens, pools, tokens } from '../db/schema';
import { mintSupply, readAccounts, tokenAccountAmount } from './accounts';
import { POOL_ENGINES } from './pools';
import { CONSTANT_PRODUCT_POOL_TYPE } from './pools/constant-product/engine';
import {
  isPoolType,
  type LivePool,
  type PoolRow,
  type RecordedPoolState,
  type TokenInfo,
} from './pools/types';

export const LP_DECIMALS = 9;
/** An LP mint (SPL Token, no extensions); pools whose id is another account have no LP units. */
const MINT_SIZE = 82;

const tokenColumns = {
  mint: exchangeTokens.mint,
  symbol: exchangeTokens.symbol,
  name: exchangeTokens.name,
  decimals: exchangeTokens.decimals,
  tokenProgram: exchangeTokens.tokenProgram,
  trackedRank: exchangeTokens.trackedRank,
  hasImage: sql<boolean>`coalesce(jsonb_typeof(${tokens.uploadedMetadata}->'image') = 'string', false)`,
  rehearsal: isRehearsalToken().mapWith(Boolean),
};
const tokensQuery = (db: Db) =>
  db.select(tokenColumns).from(exchangeTokens).leftJoin(tokens, eq(tokens.mint, exchangeTokens.mint));
// Plans read their pools' rows and tokens every time: built once (see db/prepared.ts).
const tokensOf = preparedPer((db) =>
  tokensQuery(db)
    .where(sql`${exchangeTokens.mint} = any(${sql.placeholder('mints')}::text[])`)
    .prepare('exchange_tokens_of'),
);
const activePoolsOf = preparedPer((db) =>
  db
    .select()
    .from(pools)
    .where(and(eq(pools.status, 'active'), sql`${pools.id} = any(${sql.placeholder('ids')}::text[])`))
    .prepare('active_pools_of'),
);

/** The exchange's tokens, or only those of `mints` (a plan needs its pools' few, not every launch's). */
export async function loadTokens(
  ctx: AppContext,
  db: Db = ctx.database.db,
  mints?: readonly string[],
): Promise<Map<string, TokenInfo>> {
  if (mints?.length === 0) return new Map();
  const rows = await (mints ? tokensOf(db).execute({ mints: [...new Set(mints)] }) : tokensQuery(db));
  return new Map(rows.map((r) => [r.mint, { ...r }]));
}

/** Pool rows as stored, with the tokens they trade (what `livePools` needs besides the chain). */
export interface PoolRows {
  rows: PoolRow[];
  tokens: Map<string, TokenInfo>;
  /** What each pool's type records about it in the database, by pool id (`PoolEngine.loadStates`). */
  states: Map<string, RecordedPoolState | null>;
}

export async function loadPoolRows(
  ctx: AppContext,
  ids?: string[],
  db: Db = ctx.database.db,
): Promise<PoolRows> {
  const rows = await (ids
    ? activePoolsOf(db).execute({ ids })
    : db.select().from(pools).where(eq(pools.status, 'active')));
  const tokens = await loadTokens(ctx, db, ids ? rows.flatMap((r) => [r.mintA, r.mintB]) : undefined);
  return { rows, tokens, states: await recordedStates(db, rows) };
}

/** What each pool's type records about it in the database, for the types that record a state. */
export async function recordedStates(
  db: Db,
  rows: readonly PoolRow[],
): Promise<Map<string, RecordedPoolState | null>> {
  const states = new Map<string, RecordedPoolState | null>();
  for (const engine of POOL_ENGINES) {
    const own = rows.filter((r) => r.type === engine.type);
    if (!engine.loadStates || own.length === 0) continue;
    for (const [id, state] of await engine.loadStates(db, own)) states.set(id, state);
  }
  return states;
}

/** The pools with reserves read from their vaults and LP supply from the LP mint (one batched read). */
export async function livePools(ctx: AppContext, { rows, tokens, states }: PoolRows): Promise<LivePool[]> {
  const accounts = await readAccounts(
    ctx,
    rows.flatMap((r) => [r.vaultA, r.vaultB, r.id]),
  );
  const live: LivePool[] = [];
  rows.forEach((r, i) => {
    const tokenA = tokens.get(r.mintA);
    const tokenB = tokens.get(r.mintB);
    const [va, vb, lp] = [accounts[i * 3], accounts[i * 3 + 1], accounts[i * 3 + 2]];
    if (!tokenA || !tokenB || !va || !vb || !lp || !isPoolType(r.type)) return;
    const state = states.get(r.id);
    if (state === null) return;
    live.push({
      id: r.id,
      type: r.type,
      tokenA,
      tokenB,
      vaultA: r.vaultA,
      vaultB: r.vaultB,
      feeBps: r.feeBps,
      reserveA: state?.reserveA ?? tokenAccountAmount(va.data),
      reserveB: state?.reserveB ?? tokenAccountAmount(vb.data),
      lpSupply: lp.data.length === MINT_SIZE ? mintSupply(lp.data) : 0n,
      createdAt: r.createdAt,
      clmm: state?.clmm,
      curve: state?.curve,
    });
  });
  return live;
}

/** Active pools with reserves read from their vaults. */
export async function loadPools(
  ctx: AppContext,
  ids?: string[],
  db: Db = ctx.database.db,
): Promise<LivePool[]> {
  return livePools(ctx, await loadPoolRows(ctx, ids, db));
}

export async function loadPool(ctx: AppContext, id: string): Promise<LivePool | undefined> {
  return (await loadPools(ctx, [id]))[0];
}

/** The active pool of a pair, whichever way round it was created. */
export async function findPairPool(
  ctx: AppContext,
  mintX: string,
  mintY: string,
): Promise<LivePool | undefined> {
  const all = await loadPools(ctx);
  // Only constant-product pools have LP units (what the Liquidity Manager adds to and removes from).
  return all
    .filter(
      (p) =>
        p.type === CONSTANT_PRODUCT_POOL_TYPE &&
        ((p.tokenA.mint === mintX && p.tokenB.mint === mintY) ||
          (p.tokenA.mint === mintY && p.tokenB.mint === mintX)),
    )
    .sort((a, b) => (a.reserveA > b.reserveA ? -1 : 1))[0];
}

export const poolLabel = (p: LivePool) => `${p.tokenA.symbol}/${p.tokenB.symbol}`;
