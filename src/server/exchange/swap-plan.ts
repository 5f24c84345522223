import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ata, closeTokenAccount, createAta, unwrapSol, wrapSol } from './instructions';
import { engineFor } from './pools';
import type { HopRecord, PlannedHop, TokenInfo } from './pools/types';

export const hopRecord = (h: PlannedHop, leg: number): HopRecord => {
  const aToB = h.input.mint === h.pool.tokenA.mint;
  const platformFee = engineFor(h.pool.type).hopFee?.(h);
  return {
    ...(platformFee === undefined ? {} : { platformFee: platformFee.toString() }),
    poolId: h.pool.id,
    leg,
    poolType: h.pool.type,
    inputMint: h.input.mint,
    outputMint: h.output.mint,
    vaultIn: aToB ? h.pool.vaultA : h.pool.vaultB,
    vaultOut: aToB ? h.pool.vaultB : h.pool.vaultA,
    amountIn: h.amountIn.toString(),
    amountOut: h.amountOut.toString(),
    feeBps: h.pool.feeBps,
  };
};

/** Whether the route's transaction ends by closing the wrapped-SOL account (SOL in or SOL out). */
const unwrapsSol = (legs: PlannedHop[][]): boolean => {
  const first = legs[0]?.[0];
  const lastLeg = legs[0];
  const last = lastLeg?.[lastLeg.length - 1];
  return first?.input.mint === NATIVE_MINT || last?.output.mint === NATIVE_MINT;
};

/** Tokens a route passes through (a hop's output that is not the route's final output), except SOL. */
export function intermediateTokens(legs: PlannedHop[][]): TokenInfo[] {
  const finalMint = legs[0]?.[legs[0].length - 1]?.output.mint;
  const found = new Map<string, TokenInfo>();
  for (const hop of legs.flat()) {
    if (hop.output.mint !== finalMint && hop.output.mint !== NATIVE_MINT)
      found.set(hop.output.mint, hop.output);
  }
  return [...found.values()];
}

/**
 * The tokens whose user account `swapInstructions` creates (if missing) and leaves open: the route's
 * output unless it is SOL (unwrapped). Intermediate accounts are either already there or created and
 * closed again in the same transaction.
 */
export function keptTokenAccounts(legs: PlannedHop[][]): TokenInfo[] {
  const kept = new Map<string, TokenInfo>();
  const unwraps = unwrapsSol(legs);
  const passing = new Set(intermediateTokens(legs).map((t) => t.mint));
  for (const hop of legs.flat()) {
    if ((unwraps && hop.output.mint === NATIVE_MINT) || passing.has(hop.output.mint)) continue;
    kept.set(hop.output.mint, hop.output);
  }
  return [...kept.values()];
}

/**
 * One atomic transaction for a whole route (every leg of a split, every hop of a path): each hop's
 * instructions come from its pool's engine (for constant product the user pays the input vault and the
 * platform, the pool authority signing later, pays the user from the output vault). Intermediate tokens pass through the user's own token accounts; those listed in `closeAfter`
 * (accounts this transaction creates) end empty and are closed again, so the route keeps no extra rent.
 * SOL is wrapped in and out.
 */
export async function swapInstructions(
  wallet: Address,
  platform: Address,
  legs: PlannedHop[][],
  closeAfter: readonly TokenInfo[] = [],
): Promise<Instruction[]> {
  const user = createNoopSigner(wallet);
  const authority = createNoopSigner(platform);
  const first = legs[0]?.[0];
  const lastLeg = legs[0];
  const last = lastLeg?.[lastLeg.length - 1];
  if (!first || !last) throw new Error('a swap needs at least one hop');
  const instructions: Instruction[] = [];
  const created = new Set<string>();
  const solIn = first.input.mint === NATIVE_MINT;
  if (solIn) {
    const total = legs.reduce((s, leg) => s + (leg[0]?.amountIn ?? 0n), 0n);
    instructions.push(...(await wrapSol(user, total)));
    created.add(NATIVE_MINT);
  }
  for (const leg of legs) {
    for (const hop of leg) {
      const userIn = await ata(wallet, hop.input);
      const userOut = await ata(wallet, hop.output);
      if (!created.has(hop.output.mint)) {
        instructions.push(createAta(user, wallet, userOut, hop.output));
        created.add(hop.output.mint);
      }
      instructions.push(
        ...(await engineFor(hop.pool.type).planHop(hop, { userIn, userOut, user, authority })),
      );
    }
  }
  for (const token of closeAfter) instructions.push(await closeTokenAccount(user, token));
  if (unwrapsSol(legs)) instructions.push(await unwrapSol(user));
  return instructions;
}
