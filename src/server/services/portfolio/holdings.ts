import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { and, eq, inArray } from 'drizzle-orm';
import { NATIVE_MINT } from '@shared/schemas/dex';
import type { HoldingKind } from '@shared/schemas/portfolio';
import type { AppContext } from '../../context';
import { clmmPositions, tokens } from '../../db/schema';
import { LP_DECIMALS, loadPools, loadTokens, poolLabel } from '../../exchange/market';
import { CURVE_POOL_TYPE } from '../../exchange/pools/bonding-curve/pool';
import type { LivePool } from '../../exchange/pools/types';

export type ClmmPositionRow = typeof clmmPositions.$inferSelect;

export interface Holding {
  /** The mint, or `stake:<id>` for a stake. */
  mint: string;
  symbol: string;
  name: string;
  kind: HoldingKind;
  decimals: number;
  /** Base units the cost basis counts: a balance, LP units, 1 position NFT, a stake's principal. */
  units: bigint;
}

interface ParsedTokenAccount {
  parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } };
}

/** SOL of every wallet in one call, then each wallet's token accounts of both token programs. */
async function readBalances(rpc: Rpc<SolanaRpcApi>, wallets: string[]) {
  const units = new Map<string, { units: bigint; decimals: number }>();
  const add = (mint: string, amount: bigint, decimals: number) => {
    const prev = units.get(mint)?.units ?? 0n;
    units.set(mint, { units: prev + amount, decimals });
  };
  const { value } = await rpc
    .getMultipleAccounts(wallets as Address[], {
      encoding: 'base64',
      dataSlice: { offset: 0, length: 0 },
      commitment: 'confirmed',
    })
    .send();
  add(
    NATIVE_MINT,
    value.reduce((s, a) => s + (a?.lamports ?? 0n), 0n),
    9,
  );
  const reads = wallets.flatMap((owner) =>
    [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].map((programId) =>
      rpc
        .getTokenAccountsByOwner(
          owner as Address,
          { programId },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send(),
    ),
  );
  for (const { value: accounts } of await Promise.all(reads)) {
    for (const a of accounts) {
      const info = (a.account.data as ParsedTokenAccount).parsed?.info;
      const amount = BigInt(info?.tokenAmount?.amount ?? '0');
      if (!info?.mint || amount === 0n) continue;
      add(info.mint, amount, info.tokenAmount?.decimals ?? 0);
    }
  }
  return units;
}

export interface HoldingsRead {
  holdings: Holding[];
  pools: LivePool[];
  /** The open CLMM positions among the holdings, by NFT mint. */
  clmm: Map<string, ClmmPositionRow>;
}

/**
 * Every non-zero balance of the wallets (read through `rpc`: the owner's chosen RPC), named from the
 * exchange's tokens, this app's tokens, the pools or the CLMM position the NFT stands for.
 */
export async function readHoldings(
  ctx: AppContext,
  wallets: string[],
  rpc: Rpc<SolanaRpcApi> = ctx.chain.rpc,
): Promise<HoldingsRead> {
  const [balances, known, pools] = await Promise.all([
    readBalances(rpc, wallets),
    loadTokens(ctx),
    loadPools(ctx),
  ]);
  const mints = [...balances.keys()];
  const { db } = ctx.database;
  const [created, positions] = mints.length
    ? await Promise.all([
        db.select().from(tokens).where(inArray(tokens.mint, mints)),
        db
          .select()
          .from(clmmPositions)
          .where(and(inArray(clmmPositions.id, mints), eq(clmmPositions.status, 'open'))),
      ])
    : [[], []];
  const holdings: Holding[] = [];
  const clmm = new Map<string, ClmmPositionRow>();
  for (const [mint, { units, decimals }] of balances) {
    if (units === 0n && mint !== NATIVE_MINT) continue;
    const pool = pools.find((p) => p.id === mint);
    const position = positions.find((r) => r.id === mint);
    const positionPool = position && pools.find((p) => p.id === position.poolId);
    const token = known.get(mint) ?? created.find((t) => t.mint === mint);
    if (mint === NATIVE_MINT) {
      holdings.push({ mint, symbol: 'SOL', name: 'Solana', kind: 'sol', decimals: 9, units });
    } else if (pool) {
      const symbol = `${pool.tokenA.symbol}/${pool.tokenB.symbol} LP`;
      const name = `${pool.tokenA.symbol}/${pool.tokenB.symbol} pool share`;
      holdings.push({ mint, symbol, name, kind: 'lp', decimals: LP_DECIMALS, units });
    } else if (position && positionPool) {
      clmm.set(mint, position);
      const pair = poolLabel(positionPool);
      const name = `CLMM position ${pair}, ${positionPool.feeBps / 100}% fee`;
      holdings.push({ mint, symbol: pair, name, kind: 'clmm', decimals: 0, units });
    } else {
      const symbol = token?.symbol ?? `${mint.slice(0, 4)}…`;
      const onCurve = pools.some((p) => p.type === CURVE_POOL_TYPE && p.tokenA.mint === mint);
      const kind = onCurve ? 'curve' : 'token';
      holdings.push({ mint, symbol, name: token?.name ?? 'Unknown Token', kind, decimals, units });
    }
  }
  return { holdings, pools, clmm };
}
