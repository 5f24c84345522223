import { and, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  exchangeTokens,
  launches,
  launchTrades,
  operations,
  pointEvents,
  pools,
  rehearsalWallets,
  swaps,
} from './schema';

/**
 * The one definition of rehearsal data: a launch marked `rehearsal`, its mint (its curve and graduated
 * pools trade it), and the generated wallets recorded in `rehearsal_wallets`. Every public figure, list,
 * leaderboard and trending view filters with `notRehearsal`; only a rehearsal's own view reads around it.
 */
const isRehearsalMint = (mint: AnyColumn): SQL =>
  sql`${mint} in (select ${launches.mint} from ${launches} where ${launches.rehearsal})`;

const isRehearsalWallet = (wallet: AnyColumn): SQL =>
  sql`${wallet} in (select ${rehearsalWallets.wallet} from ${rehearsalWallets})`;

/** True for a pool trading a rehearsal mint (its bonding curve, its graduated pool). */
export const isRehearsalPool = (): SQL =>
  sql`(${isRehearsalMint(pools.mintA)} or ${isRehearsalMint(pools.mintB)})`;

export const isRehearsalToken = (): SQL => isRehearsalMint(exchangeTokens.mint);

/** Per table, the condition that keeps a row in public figures. */
export const notRehearsal = {
  launch: (): SQL => not(launches.rehearsal),
  launchTrade: (): SQL =>
    and(not(isRehearsalMint(launchTrades.mint)), not(isRehearsalWallet(launchTrades.wallet))) as SQL,
  pool: (): SQL => not(isRehearsalPool()),
  token: (): SQL => not(isRehearsalToken()),
  swap: (): SQL =>
    and(
      not(isRehearsalMint(swaps.inputMint)),
      not(isRehearsalMint(swaps.outputMint)),
      not(isRehearsalWallet(swaps.wallet)),
    ) as SQL,
  operation: (): SQL => not(isRehearsalWallet(operations.wallet)),
  pointEvent: (): SQL => not(isRehearsalWallet(pointEvents.wallet)),
};
