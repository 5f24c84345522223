import type { Instruction, TransactionSigner } from '@solana/kit';
import type { Deposit } from '@shared/math/amm';
import type { CurveKind } from '@shared/math/bonding-curve';
import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { pools } from '../../db/schema';
import type { RawAccount } from '../accounts';
import type { MintRef } from '../instructions';

import type { PoolType } from '@shared/pool-types';

export { POOL_TYPES, isPoolType, type PoolType } from '@shared/pool-types';

/** A pool row as stored. */
export type PoolRow = typeof pools.$inferSelect;

export interface TokenInfo extends MintRef {
  symbol: string;
  name: string;
  trackedRank: number | null;
  /** The token was created here with a metadata image (its logo is served at /api/tokens/logo/:mint). */
  hasImage?: boolean;
  /** A rehearsal's mint (`db/rehearsal-scope.ts`): tradable, but in no public list. */
  rehearsal?: boolean;
}

/**
 * A pool as every engine sees it: the row, its vault balances and LP supply; `type` picks the engine. A
 * bonding curve's reserves are its recorded state instead (what its vaults hold without donations).
 */
export interface LivePool {
  id: string;
  type: PoolType;
  tokenA: TokenInfo;
  tokenB: TokenInfo;
  vaultA: string;
  vaultB: string;
  feeBps: number;
  reserveA: bigint;
  reserveB: bigint;
  lpSupply: bigint;
  createdAt: Date;
  /** A concentrated-liquidity pool's price, liquidity and ticks (from the database). */
  clmm?: ClmmPoolState;
  /** A bonding-curve pool's curve (its state is the reserves: tokens left and lamports raised). */
  curve?: CurveKind;
}

/** What a pool type keeps in the database about a pool, read with the pool rows (`PoolEngine.loadStates`). */
export interface RecordedPoolState {
  /** Reserves to price from instead of the vault balances (a bonding curve's recorded tokens and SOL). */
  reserveA?: bigint;
  reserveB?: bigint;
  clmm?: ClmmPoolState;
  curve?: CurveKind;
}

/** One pool step with amounts fixed at plan time. */
export interface PlannedHop {
  pool: LivePool;
  input: TokenInfo;
  output: TokenInfo;
  amountIn: bigint;
  amountOut: bigint;
}

/** What the co-signer needs to re-check and settle a hop (stored in the operation summary). */
export interface HopRecord {
  poolId: string;
  /** Which leg of a split route the hop belongs to; a leg's hops chain in order. */
  leg: number;
  /** The pool's engine, which re-checks the hop. */
  poolType: PoolType;
  inputMint: string;
  outputMint: string;
  vaultIn: string;
  vaultOut: string;
  /** What the wallet signed: the leg's input (first hop) or the previous hop's signed output, … */
  amountIn: string;
  /** … and the hop's minimum output. */
  amountOut: string;
  feeBps: number;
  /** A fee paid to the platform beside the pool (`PoolEngine.hopFee`), fixed at plan time. */
  platformFee?: string;
  /** Set at co-sign: the fair amounts at the pool state then (the signed ones plus the settlement). */
  settledIn?: string;
  settledOut?: string;
}

/** What a planned liquidity operation fixed (stored in the operation summary; parsed in `liquidity-check.ts`). */
export interface LiquidityRecord {
  action: 'create' | 'add' | 'remove';
  poolId: string;
  poolType: PoolType;
  vaultA: string;
  vaultB: string;
  amountA: string;
  amountB: string;
  lp: string;
}

/** The user's token accounts and the two signers of one hop's transfers. */
export interface HopAccounts {
  userIn: string;
  userOut: string;
  user: TransactionSigner;
  /** The pool authority (the platform, co-signing later). */
  authority: TransactionSigner;
}

/**
 * A pool's state as a group of swaps moves it, each priced at what the ones before it left (immutable: a
 * swap answers the state after it, so a refused route leaves the pool as it was).
 */
export interface RunningPool {
  /** The fair output of `amountIn` through the hop (0 when the pool cannot pay it) and the pool after. */
  swap(hop: HopRecord, amountIn: bigint): { out: bigint; after: RunningPool };
  toJSON(): unknown;
}

/** Who made a confirmed hop, for engines that record it beside the pool state. */
export interface ConfirmedHop {
  ctx: AppContext;
  wallet: string;
  signature: string;
}

/**
 * One pool type's math and instructions. The router, quotes, swap planning, the co-sign check, price
 * sampling and liquidity valuation reach a pool only through its engine (`engineFor(pool.type)`), so a
 * new pool type is one implementation plus one line in `POOL_ENGINES`. All amounts are base units.
 * The confirmed hop needs no engine step: a confirmed trade invalidates the market snapshot, and the
 * next read takes the pool state from the chain again.
 */
export interface PoolEngine<Type extends PoolType = PoolType> {
  readonly type: Type;
  /**
   * The recorded state of this type's pools (`rows`), by pool id, for the market read. A pool the answer
   * maps to null is left out of the market (a curve without its launch); one it leaves out is priced from
   * its vaults alone. Types without recorded state have no `loadStates`.
   */
  loadStates?(db: Db, rows: readonly PoolRow[]): Promise<Map<string, RecordedPoolState | null>>;
  /** Output for exactly `amountIn` (A→B when `aToB`); 0 when the pool cannot pay anything. */
  quoteExactIn(pool: LivePool, aToB: boolean, amountIn: bigint): bigint;
  /** Input needed for exactly `amountOut`; null when the pool cannot pay it. */
  quoteExactOut(pool: LivePool, aToB: boolean, amountOut: bigint): bigint | null;
  /** Output per unit of input at the current price, fee excluded (price impact is measured against it). */
  spotRate(pool: LivePool, aToB: boolean): number;
  /**
   * The reserves whose ratio is the pool's price (tokenB per tokenA). For constant product the vault
   * balances; a concentrated-liquidity pool answers its virtual reserves at the current price.
   */
  priceReserves(pool: LivePool): { a: bigint; b: bigint };
  /** What a deposit of at most these amounts takes and the LP units it mints. */
  deposit(pool: LivePool, desiredA: bigint, desiredB: bigint): Deposit;
  /** What burning `lp` pays out of each side. */
  withdrawal(pool: LivePool, lp: bigint): { amountA: bigint; amountB: bigint };
  /** The instructions of one hop with its amounts fixed at plan time. */
  planHop(hop: PlannedHop, accounts: HopAccounts): Instruction[] | Promise<Instruction[]>;
  /** Accounts read fresh (under the pool lock) before swaps are priced, in the order `runningPool` gets them. */
  recheckAccounts(hop: HopRecord): string[];
  /**
   * The pool's pricing state now, under the pool lock (the accounts `recheckAccounts` names, and for pools
   * whose price state is in the database, that state), for pricing swaps in turn (`exchange/swap-group.ts`).
   */
  runningPool(hop: HopRecord, accounts: (RawAccount | null)[], db: Db): RunningPool | Promise<RunningPool>;
  /** The same state again from its JSON (`RunningPool.toJSON`, a group's stored start). */
  resumePool(json: unknown): RunningPool;
  /**
   * A fee the hop pays the platform beside the pool (a bonding curve's 1 %), fixed at plan time and kept
   * on the hop record (`platformFee`) so the co-sign check prices the rest.
   */
  hopFee?(hop: PlannedHop): bigint;
  /** The lock a hop takes instead of `pool:<id>` (a curve shares its launch's lock). */
  lockKey?(hop: HopRecord): string;
  /** Writes the pool state a confirmed hop leaves (in the confirming DB transaction, under the lock). */
  onHopConfirmed?(tx: Db, hop: HopRecord, confirmed: ConfirmedHop): Promise<void>;
  /**
   * `onHopConfirmed` for a group's hops through pools of this type, in their order, in fewer statements;
   * without it `onHopConfirmed` runs for each.
   */
  onHopsConfirmed?(tx: Db, hops: Array<{ hop: HopRecord; confirmed: ConfirmedHop }>): Promise<void>;
  /** After the confirming transaction committed (e.g. queue work that must see its rows). */
  afterHopCommitted?(ctx: AppContext, hop: HopRecord): void;
  /** Accounts the liquidity re-check reads fresh (under the pool lock), in the order `liquidityFair` gets them. */
  liquidityAccounts(record: LiquidityRecord): string[];
  /** Whether a planned add (or removal) still mints (or pays) at most its share at the fresh state. */
  liquidityFair(record: LiquidityRecord, accounts: (RawAccount | null)[]): boolean;
}
