import { quoteBuy, quoteSell, remaining, type CurveState } from '@shared/math/bonding-curve';
import type { AppContext } from '../../context';

/**
 * Trades planned on a curve and not yet priced (the wallet is signing, or the trade waits for the curve
 * lock). In a rush hundreds are planned within a second, all from the same state: each signed a minimum
 * near today's price, and every one executed after the first ~tolerance's worth of buys was refused and
 * planned again (4.6 plans per confirmed buy at 1,000 wallets). A quote counts the trades planned ahead
 * of it, so the minimum a wallet signs is one it can still reach at its turn. Only quotes and minimums
 * move: every trade is still priced exactly from the record at its own turn, and the sold-out check
 * ignores these (they may never be sent). One entry per wallet (its latest plan) and a short life, so a
 * wallet planning without sending cannot push other wallets' minimums down. In-process, as curve-ahead.
 */
interface Planned {
  id: string;
  side: 'buy' | 'sell';
  /** Lamports spent (buy, fee included) or token base units sold. */
  units: bigint;
  until: number;
}

const PLANNED_MS = 15_000;
const byContext = new WeakMap<AppContext, Map<string, Map<string, Planned>>>();

function plannedOn(ctx: AppContext, mint: string): Map<string, Planned> {
  let mints = byContext.get(ctx);
  if (!mints) byContext.set(ctx, (mints = new Map()));
  let wallets = mints.get(mint);
  if (!wallets) mints.set(mint, (wallets = new Map()));
  return wallets;
}

/**
 * A trade is being planned: counted from now on (planning awaits the database, and every plan of a burst
 * would otherwise quote before any was counted). `planned(id)` names its operation; `dropped()` forgets a
 * plan that failed.
 */
export function tradePlanning(
  ctx: AppContext,
  mint: string,
  wallet: string,
  trade: { side: 'buy' | 'sell'; units: bigint },
): { planned(id: string): void; dropped(): void } {
  const wallets = plannedOn(ctx, mint);
  const entry: Planned = { ...trade, id: '', until: Date.now() + PLANNED_MS };
  wallets.delete(wallet); // re-inserted last: the map keeps planning order
  wallets.set(wallet, entry);
  return {
    planned: (id) => void (entry.id = id),
    dropped: () => void (wallets.get(wallet) === entry && wallets.delete(wallet)),
  };
}

/** These operations were priced (confirmed on their way, or refused): quotes no longer count them. */
export function tradesPriced(ctx: AppContext, mint: string, ops: { id: string; wallet: string }[]): void {
  const wallets = plannedOn(ctx, mint);
  for (const op of ops) if (wallets.get(op.wallet)?.id === op.id) wallets.delete(op.wallet);
}

/**
 * `state` after the trades planned ahead (but `self`'s own), taken together (one buy of their lamports, one sale of their
 * tokens: a quote, not a price). Unchanged when they would sell the curve out: they may never be sent.
 */
export function afterPlanned(ctx: AppContext, mint: string, state: CurveState, self?: string): CurveState {
  const wallets = plannedOn(ctx, mint);
  const now = Date.now();
  let buys = 0n;
  let sells = 0n;
  for (const [wallet, p] of wallets) {
    if (p.until <= now) wallets.delete(wallet);
    else if (wallet === self) continue;
    else if (p.side === 'buy') buys += p.units;
    else sells += p.units;
  }
  let next = state;
  if (buys > 0n) {
    const b = quoteBuy(next, buys);
    next = { ...next, sold: next.sold + b.tokens, raised: next.raised + b.cost };
    if (remaining(next) === 0n) return state;
  }
  if (sells > 0n && sells <= next.sold) {
    const s = quoteSell(next, sells);
    next = { ...next, sold: next.sold - sells, raised: next.raised - s.gross };
  }
  return next;
}
