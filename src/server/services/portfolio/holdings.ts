import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { inArray } from 'drizzle-orm';
import { NATIVE_MINT } from '@shared/schemas/dex';
import type { AppContext } from '../../context';
import { tokens } from '../../db/schema';
import { LP_DECIMALS, loadPools, loadTokens } from '../../exchange/market';
import { tvlUsd } from '../../exchange/prices/table';
import type { LivePool } from '../../exchange/pools/types';

export interface Holding {
  mint: string;
  symbol: string;
  name: string;
  kind: 'sol' | 'token' | 'lp';
  decimals: number;
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
}

/**
 * Every non-zero balance of the wallets (read through `rpc`: the owner's chosen RPC), named from the
 * exchange's tokens, this app's tokens or the pools.
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
  const created = mints.length
    ? await ctx.database.db.select().from(tokens).where(inArray(tokens.mint, mints))
    : [];
  const holdings: Holding[] = [];
  for (const [mint, { units, decimals }] of balances) {
    if (units === 0n && mint !== NATIVE_MINT) continue;
    const pool = pools.find((p) => p.id === mint);
    const token = known.get(mint) ?? created.find((t) => t.mint === mint);
    if (mint === NATIVE_MINT) {
      holdings.push({ mint, symbol: 'SOL', name: 'Solana', kind: 'sol', decimals: 9, units });
    } else if (pool) {
      const symbol = `${pool.tokenA.symbol}/${pool.tokenB.symbol} LP`;
      const name = `${pool.tokenA.symbol}/${pool.tokenB.symbol} pool share`;
      holdings.push({ mint, symbol, name, kind: 'lp', decimals: LP_DECIMALS, units });
    } else {
      const symbol = token?.symbol ?? `${mint.slice(0, 4)}…`;
      holdings.push({ mint, symbol, name: token?.name ?? 'Unknown Token', kind: 'token', decimals, units });
    }
  }
  return { holdings, pools };
}

/** USD per whole LP token: the pool's value (both reserves at pool prices) over the LP supply. */
export function lpPrice(pool: LivePool, prices: Map<string, number>): number | null {
  const tvl = tvlUsd(prices, pool);
  if (tvl === null || pool.lpSupply === 0n) return null;
  return tvl / (Number(pool.lpSupply) / 10 ** LP_DECIMALS);
}
