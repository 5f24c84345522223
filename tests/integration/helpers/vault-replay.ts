import type { Connection } from '@solana/web3.js';
import { PublicKey } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { getAmountOut } from '@shared/math/amm';
import { buyWith, CURVE_SUPPLY, sellProceeds, type CurveKind } from '@shared/math/bonding-curve';
import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import { swap } from '@shared/math/clmm/swap';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { loadClmmState } from '@server/exchange/pools/clmm/state';
import { pools } from '@server/db/schema';
import type { Db } from '@server/db/client';

export interface PoolRow {
  id: string;
  type: string;
  mintA: string;
  vaultA: string;
  vaultB: string;
  feeBps: number;
}

/** A hop as the operation's summary records it (what the wallet signed and what was settled). */
export interface SummaryHop {
  poolId: string;
  leg: number;
  inputMint: string;
  outputMint: string;
  amountIn: string;
  platformFee?: string;
  settledIn?: string;
  settledOut?: string;
}

/** Vault balances read on chain by an independent client (web3.js), by vault address. */
export async function vaultBalances(connection: Connection, vaults: string[]): Promise<Map<string, bigint>> {
  const infos = await connection.getMultipleParsedAccounts(
    vaults.map((v) => new PublicKey(v)),
    { commitment: 'confirmed' },
  );
  return new Map(
    vaults.map((v, i) => {
      const data = infos.value[i]?.data;
      const parsed =
        data && 'parsed' in data ? (data.parsed as { info: { tokenAmount: { amount: string } } }) : null;
      if (!parsed) throw new Error(`vault ${v} is not a token account`);
      return [v, BigInt(parsed.info.tokenAmount.amount)];
    }),
  );
}

export async function poolRow(db: Db, id: string): Promise<PoolRow> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id));
  if (!row) throw new Error(`no pool ${id}`);
  return row;
}

/** What a pool looks like before a hop: its vaults on chain and, for CLMM, its recorded price state. */
export interface PoolBefore {
  row: PoolRow;
  vaultA: bigint;
  vaultB: bigint;
  clmm?: ClmmPoolState;
}

export async function poolBefore(db: Db, connection: Connection, id: string): Promise<PoolBefore> {
  const row = await poolRow(db, id);
  const balances = await vaultBalances(connection, [row.vaultA, row.vaultB]);
  const clmm = row.type === 'concentrated-liquidity' ? (await loadClmmState(db, id))?.state : undefined;
  return { row, vaultA: balances.get(row.vaultA) ?? 0n, vaultB: balances.get(row.vaultB) ?? 0n, clmm };
}

/**
 * Replays one hop of `amountIn` on the pool as it stood: what its input vault gains, what its output
 * vault pays, what the hop hands on (the next hop's input, or the wallet's), and for CLMM the state after.
 */
export function replayHop(
  pool: PoolBefore,
  hop: SummaryHop,
  amountIn: bigint,
  curve: CurveKind = 'standard',
) {
  const aToB = hop.inputMint === pool.row.mintA;
  const [vIn, vOut] = aToB ? [pool.vaultA, pool.vaultB] : [pool.vaultB, pool.vaultA];
  if (pool.row.type === 'constant-product') {
    const out = getAmountOut(amountIn, vIn, vOut, pool.row.feeBps);
    return { gained: amountIn, paid: out, out };
  }
  if (pool.row.type === 'concentrated-liquidity') {
    if (!pool.clmm) throw new Error('no recorded CLMM state');
    const r = swap(pool.clmm, aToB, amountIn, true);
    return { gained: amountIn, paid: r.amountOut, out: r.amountOut, state: r.state };
  }
  // Bonding curve: tokenA is the launched token (vault A), SOL is vault B; the planned 1 % fee goes aside.
  const state = { kind: curve, sold: CURVE_SUPPLY - pool.vaultA, raised: pool.vaultB };
  const fee = BigInt(hop.platformFee ?? '0');
  if (hop.inputMint === NATIVE_MINT) {
    const tokens = buyWith(state, amountIn - fee).tokens;
    return { gained: amountIn - fee, paid: tokens, out: tokens };
  }
  const gross = sellProceeds(state, amountIn);
  return { gained: amountIn, paid: gross, out: gross - fee };
}

/**
 * The whole route replayed: each leg from its signed input, hop by hop on the pools as they stood. Answers
 * every touched vault's balance after, what each hop traded, what the wallet gets and CLMM states after.
 */
export function replayRoute(before: Map<string, PoolBefore>, hops: SummaryHop[]) {
  const vaults = new Map<string, bigint>();
  for (const p of before.values()) {
    vaults.set(p.row.vaultA, p.vaultA);
    vaults.set(p.row.vaultB, p.vaultB);
  }
  const traded: { settledIn: string; settledOut: string }[] = [];
  const clmm = new Map<string, ClmmPoolState>();
  let received = 0n;
  for (const leg of new Set(hops.map((h) => h.leg))) {
    const legHops = hops.filter((h) => h.leg === leg);
    let amount = BigInt(legHops[0]?.amountIn ?? 0);
    for (const hop of legHops) {
      const pool = before.get(hop.poolId);
      if (!pool) throw new Error('hop through a pool the route did not name');
      const r = replayHop(pool, hop, amount);
      const aIn = hop.inputMint === pool.row.mintA;
      const [vaultIn, vaultOut] = aIn
        ? [pool.row.vaultA, pool.row.vaultB]
        : [pool.row.vaultB, pool.row.vaultA];
      vaults.set(vaultIn, (vaults.get(vaultIn) ?? 0n) + r.gained);
      vaults.set(vaultOut, (vaults.get(vaultOut) ?? 0n) - r.paid);
      if (r.state) clmm.set(hop.poolId, r.state);
      traded.push({ settledIn: String(amount), settledOut: String(r.out) });
      amount = r.out;
    }
    received += amount;
  }
  return { vaults, traded, received, clmm };
}
