import type { CostBasisMethod } from '@shared/schemas/portfolio';

/** One mint's balance change in one transaction, valued at the market price of that moment (USD). */
export interface Leg {
  mint: string;
  units: bigint;
  marketUsd: number;
  /** No price is known for the mint (a closed CLMM position's NFT, a token no pool prices). */
  unpriced?: true;
}

export interface Position {
  units: bigint;
  /** USD paid for the units still held. */
  cost: number;
  /** USD gained or lost on units already disposed of. */
  realized: number;
  /** USD paid for every acquisition (the denominator of P&L percent). */
  invested: number;
}

interface Lot {
  units: bigint;
  cost: number;
}

const share = (part: bigint, whole: bigint) => (whole === 0n ? 0 : Number(part) / Number(whole));

/**
 * Cost basis from a wallet's transactions in order. In a transaction that both gives and receives (a
 * swap), what was received cost the market value of what was given, split by the received legs' market
 * values; an acquisition alone (a transfer in) costs its market value; a disposal yields its market value.
 * Units disposed of beyond what the history shows were acquired carry no gain or loss. A disposal with no
 * known price fetched what the transaction received (closing a CLMM position: the NFT is worth what it paid out).
 */
export function costBasis(transactions: Leg[][], method: CostBasisMethod): Map<string, Position> {
  const lots = new Map<string, Lot[]>();
  const positions = new Map<string, Position>();
  const position = (mint: string) => {
    let p = positions.get(mint);
    if (!p) positions.set(mint, (p = { units: 0n, cost: 0, realized: 0, invested: 0 }));
    return p;
  };
  for (const txLegs of transactions) {
    const legs = priceUnpricedDisposals(txLegs);
    const ins = legs.filter((l) => l.units > 0n);
    const outs = legs.filter((l) => l.units < 0n);
    const paid = outs.reduce((s, l) => s + l.marketUsd, 0);
    const received = ins.reduce((s, l) => s + l.marketUsd, 0);
    for (const leg of outs) dispose(position(leg.mint), lots, leg, method);
    for (const leg of ins) {
      const cost =
        outs.length > 0 && paid > 0
          ? received > 0
            ? (paid * leg.marketUsd) / received
            : paid / ins.length
          : leg.marketUsd;
      const p = position(leg.mint);
      p.units += leg.units;
      p.cost += cost;
      p.invested += cost;
      const queue = lots.get(leg.mint) ?? [];
      queue.push({ units: leg.units, cost });
      lots.set(leg.mint, queue);
    }
  }
  return positions;
}

/** Unpriced disposals share what the priced legs received beyond what the priced legs gave. */
function priceUnpricedDisposals(legs: Leg[]): Leg[] {
  const unpriced = legs.filter((l) => l.unpriced && l.units < 0n);
  if (unpriced.length === 0) return legs;
  const priced = legs.filter((l) => !l.unpriced);
  const received = priced.reduce((s, l) => s + (l.units > 0n ? l.marketUsd : -l.marketUsd), 0);
  if (received <= 0) return legs;
  return legs.map((l) => (unpriced.includes(l) ? { ...l, marketUsd: received / unpriced.length } : l));
}

function dispose(p: Position, lots: Map<string, Lot[]>, leg: Leg, method: CostBasisMethod): void {
  const units = -leg.units;
  const covered = units > p.units ? p.units : units;
  // Units the history never showed arriving: their basis is what they fetched (no gain or loss).
  const unknownCost = leg.marketUsd * share(units - covered, units);
  let removed = 0;
  if (method === 'average') {
    removed = p.cost * share(covered, p.units);
  } else {
    let left = covered;
    const queue = lots.get(leg.mint) ?? [];
    while (left > 0n && queue.length > 0) {
      const lot = queue[0];
      if (!lot) break;
      const take = left < lot.units ? left : lot.units;
      const part = lot.cost * share(take, lot.units);
      removed += part;
      lot.units -= take;
      lot.cost -= part;
      left -= take;
      if (lot.units === 0n) queue.shift();
    }
  }
  p.realized += leg.marketUsd - removed - unknownCost;
  p.cost -= removed;
  p.units -= covered;
  if (p.units === 0n) p.cost = 0;
}
