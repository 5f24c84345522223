import type { Address, Instruction } from '@solana/kit';
import { dexMessages, PRICE_MOVED_CODE } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { conflict } from '../lib/errors';
import { transferChecked, type MintRef } from './instructions';
import { cachedMarket } from './market-cache';
import { payOut, type VaultPayment } from './settlement-transfers';
import type { HopRecord } from './pools/types';

export interface SettledRoute {
  /** The hops with what each pays once settled (`settledIn`/`settledOut`). */
  hops: HopRecord[];
  /** What the wallet receives in all: the signed minimums plus the settlement. */
  outAmount: bigint;
  /** Platform-signed transfers of the difference (none when the signed amounts are already fair). */
  instructions: Instruction[];
}

/** The fair output of a hop for `amountIn`, at the state it is priced at. */
export type HopPricer = (hop: HopRecord, amountIn: bigint) => bigint;

/**
 * Prices every hop with the amounts the wallet signed: each leg's input is fixed, each hop's signed output
 * is its minimum. Refuses if any hop would pay less than its signed minimum or the route less than
 * `minimumReceived` (the pool moved beyond the tolerance). Otherwise the fair amounts are the trade: a
 * hop's surplus over its signed output goes to the next hop's input vault, a leg's last hop's to the
 * wallet from that hop's own output vault, so every pool ends exactly as if it had traded the fair amounts.
 */
export async function priceRoute(
  ctx: AppContext,
  wallet: string,
  hops: HopRecord[],
  minimumReceived: bigint,
  fairOut: HopPricer,
): Promise<SettledRoute> {
  const settled: HopRecord[] = [];
  const moves: Array<{ from: string; to: string; mint: string; amount: bigint }> = [];
  const payouts: VaultPayment[] = [];
  let outAmount = 0n;
  for (const leg of legsOf(hops)) {
    let amountIn = BigInt(leg[0]?.hop.amountIn ?? '0');
    for (const [k, { hop, index }] of leg.entries()) {
      const fair = fairOut(hop, amountIn);
      const signedOut = BigInt(hop.amountOut);
      if (fair < signedOut) throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
      settled[index] = { ...hop, settledIn: amountIn.toString(), settledOut: fair.toString() };
      const next = leg[k + 1];
      if (next && fair > signedOut) {
        moves.push({
          from: hop.vaultOut,
          to: next.hop.vaultIn,
          mint: hop.outputMint,
          amount: fair - signedOut,
        });
      }
      if (!next) {
        payouts.push({ vault: hop.vaultOut, amount: fair - signedOut });
        outAmount += fair;
      }
      amountIn = fair;
    }
  }
  if (outAmount < minimumReceived) throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
  const outputMint = hops[hops.length - 1]?.outputMint;
  const instructions = await settlementInstructions(ctx, wallet, moves, outputMint, payouts);
  return { hops: settled, outAmount, instructions };
}

function legsOf(hops: HopRecord[]) {
  const legs = new Map<number, Array<{ hop: HopRecord; index: number }>>();
  hops.forEach((hop, index) => {
    const leg = legs.get(hop.leg) ?? [];
    leg.push({ hop, index });
    legs.set(hop.leg, leg);
  });
  return [...legs.values()];
}

async function settlementInstructions(
  ctx: AppContext,
  wallet: string,
  moves: Array<{ from: string; to: string; mint: string; amount: bigint }>,
  outputMint: string | undefined,
  payouts: VaultPayment[],
): Promise<Instruction[]> {
  const { tokens } = await cachedMarket(ctx);
  const ref = (mint: string): MintRef => {
    const token = tokens.get(mint);
    if (!token) throw new Error(`unknown mint ${mint} in a planned swap`);
    return token;
  };
  const instructions = moves.map((m) => transferChecked(m.from, m.to, ctx.platform, ref(m.mint), m.amount));
  if (outputMint)
    instructions.push(...(await payOut(ctx.platform, wallet as Address, ref(outputMint), payouts)));
  return instructions;
}
