import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { eq, sql } from 'drizzle-orm';
import { CURVE_DECIMALS, CURVE_KINDS, type CurveKind, type CurveState } from '@shared/math/bonding-curve';
import { launchpadMessages } from '@shared/schemas/launchpad';
import { NATIVE_MINT } from '@shared/schemas/dex';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { launches } from '../../db/schema';
import { readAccounts, tokenAccountAmount } from '../../exchange/accounts';
import { curveSurplus, recordedCurve } from '../../exchange/pools/bonding-curve/pool';
import type { MintRef } from '../../exchange/instructions';
import { AppError } from '../../lib/errors';

export type LaunchRow = typeof launches.$inferSelect;

export const SOL_REF: MintRef = { mint: NATIVE_MINT, decimals: 9, tokenProgram: TOKEN_PROGRAM_ADDRESS };
export const tokenRef = (mint: string): MintRef => ({
  mint,
  decimals: CURVE_DECIMALS,
  tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
});

export { curveLockKey } from '../../exchange/pools/bonding-curve/pool';

export const curveKindOf = (row: LaunchRow): CurveKind =>
  (CURVE_KINDS as readonly string[]).includes(row.curve) ? (row.curve as CurveKind) : 'standard';

/** The curve's state as its confirmed trades recorded it (never its vaults' balances: anyone can top them up). */
export const curveOf = (row: Pick<LaunchRow, 'curve' | 'sold' | 'raised'>): CurveState => recordedCurve(row);

export class CurveShortfall extends Error {
  constructor(mint: string) {
    super(`launch ${mint}: a curve vault holds less than its recorded trades left in it`);
    this.name = 'CurveShortfall';
  }
}

export interface VaultSurplus {
  /** Token and wrapped-SOL base units beyond the recorded state. */
  tokens: bigint;
  lamports: bigint;
  /** The token vault's balance as read. */
  tokenVault: bigint;
}

/**
 * What the curve's vaults hold beyond the recorded state (donations: to burn or sweep, never to price
 * from), or null when a vault is gone. Vaults holding less is an inconsistency no trade can cause:
 * logged as an error and refused.
 */
export async function vaultSurplus(ctx: AppContext, row: LaunchRow): Promise<VaultSurplus | null> {
  const [tokenAccount, solAccount] = await readAccounts(ctx, [row.tokenVault, row.solVault]);
  if (!tokenAccount || !solAccount) return null;
  const tokenVault = tokenAccountAmount(tokenAccount.data);
  const solVault = tokenAccountAmount(solAccount.data);
  const state = curveOf(row);
  const surplus = curveSurplus(state, tokenVault, solVault);
  if (surplus.tokens < 0n || surplus.lamports < 0n) {
    ctx.logger.error(
      { mint: row.mint, sold: state.sold, raised: state.raised, tokenVault, solVault },
      'curve vaults hold less than the recorded state: refusing to pay from them',
    );
    throw new CurveShortfall(row.mint);
  }
  return { ...surplus, tokenVault };
}

const launchByMint = preparedPer((db) =>
  db
    .select()
    .from(launches)
    .where(eq(launches.mint, sql.placeholder('mint')))
    .prepare('launch_by_mint'),
);

/** What planning or quoting a trade reads of its launch (not its description, links and image). */
export type TradeLaunch = Pick<
  LaunchRow,
  'mint' | 'symbol' | 'status' | 'curve' | 'sold' | 'raised' | 'tokenVault' | 'solVault'
>;

const tradeLaunchByMint = preparedPer((db) =>
  db
    .select({
      mint: launches.mint,
      symbol: launches.symbol,
      status: launches.status,
      curve: launches.curve,
      sold: launches.sold,
      raised: launches.raised,
      tokenVault: launches.tokenVault,
      solVault: launches.solVault,
    })
    .from(launches)
    .where(eq(launches.mint, sql.placeholder('mint')))
    .prepare('trade_launch_by_mint'),
);

export async function findTradeLaunch(ctx: AppContext, mint: string): Promise<TradeLaunch> {
  const [row] = await tradeLaunchByMint(ctx.database.db).execute({ mint });
  if (!row) throw new AppError(404, 'not_found', launchpadMessages.notFound);
  return row;
}

export async function findLaunch(
  ctx: AppContext,
  mint: string,
  db: Db = ctx.database.db,
): Promise<LaunchRow> {
  const [row] = await launchByMint(db).execute({ mint });
  if (!row) throw new AppError(404, 'not_found', launchpadMessages.notFound);
  return row;
}
