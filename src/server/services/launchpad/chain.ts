import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { eq } from 'drizzle-orm';
import {
  CURVE_DECIMALS,
  CURVE_KINDS,
  CURVE_SUPPLY,
  type CurveKind,
  type CurveState,
} from '@shared/math/bonding-curve';
import { launchpadMessages } from '@shared/schemas/launchpad';
import { NATIVE_MINT } from '@shared/schemas/dex';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { launches } from '../../db/schema';
import { readAccounts, tokenAccountAmount } from '../../exchange/accounts';
import type { MintRef } from '../../exchange/instructions';
import { AppError } from '../../lib/errors';

export type LaunchRow = typeof launches.$inferSelect;

export const SOL_REF: MintRef = { mint: NATIVE_MINT, decimals: 9, tokenProgram: TOKEN_PROGRAM_ADDRESS };
export const tokenRef = (mint: string): MintRef => ({
  mint,
  decimals: CURVE_DECIMALS,
  tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
});

export { curveLockKey } from '../../exchange/curve-pool';

export const curveKindOf = (row: LaunchRow): CurveKind =>
  (CURVE_KINDS as readonly string[]).includes(row.curve) ? (row.curve as CurveKind) : 'standard';

/** Curve state from vault balances: what the token vault lacks of the supply was sold; wrapped SOL raised. */
export const stateFrom = (row: LaunchRow, tokenVault: bigint, solVault: bigint): CurveState => ({
  kind: curveKindOf(row),
  sold: CURVE_SUPPLY - tokenVault,
  raised: solVault,
});

export async function readCurve(ctx: AppContext, row: LaunchRow): Promise<CurveState> {
  const [tokenVault, solVault] = await readAccounts(ctx, [row.tokenVault, row.solVault]);
  return stateFrom(
    row,
    tokenVault ? tokenAccountAmount(tokenVault.data) : CURVE_SUPPLY,
    solVault ? tokenAccountAmount(solVault.data) : 0n,
  );
}

export async function findLaunch(
  ctx: AppContext,
  mint: string,
  db: Db = ctx.database.db,
): Promise<LaunchRow> {
  const [row] = await db.select().from(launches).where(eq(launches.mint, mint));
  if (!row) throw new AppError(404, 'not_found', launchpadMessages.notFound);
  return row;
}
