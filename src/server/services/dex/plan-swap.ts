import type { Address } from '@solana/kit';
import { dexMessages } from '@shared/schemas/dex';
import type { PlannedOperation } from '@shared/schemas/operations';
import { formatBaseUnits } from '@shared/solana/amounts';
import { planOperation } from '../../chain/pipeline/plan';
import type { AppContext } from '../../context';
import { readAccounts } from '../../exchange/accounts';
import { ata } from '../../exchange/instructions';
import { signedLegs } from '../../exchange/signed-legs';
import { hopRecord, intermediateTokens, swapInstructions } from '../../exchange/swap-plan';
import { badRequest } from '../../lib/errors';
import { dexSwapOperation } from './operation';
import type { RouteCore } from './quote';
import type { PlannedHop } from '../../exchange/pools/types';

/**
 * Plans a priced route as one transaction. The minimum signed is the slippage on the quote now, or the
 * minimum the user was quoted (`quoted`) when that is higher: the caller has refused a route that can no
 * longer pay it.
 */
export async function planSwap(
  ctx: AppContext,
  wallet: Address,
  legs: PlannedHop[][],
  route: RouteCore,
  pair: string,
  slippagePercent: number,
  quoted?: bigint,
): Promise<PlannedOperation> {
  legs = signedLegs(legs, slippagePercent, quoted);
  const first = legs[0]?.[0];
  const lastLeg = legs[0] ?? [];
  const last = lastLeg[lastLeg.length - 1];
  if (!first || !last) throw badRequest(dexMessages.routeExpired);
  const fromSlippage = BigInt(route.minimumReceived);
  const minimum = quoted !== undefined && quoted > fromSlippage ? quoted : fromSlippage;
  const passing = intermediateTokens(legs);
  const existing = await readAccounts(ctx, await Promise.all(passing.map((t) => ata(wallet, t))));
  const created = passing.filter((_, i) => !existing[i]);
  const instructions = await swapInstructions(wallet, ctx.platform.address, legs, created);
  return planOperation(ctx, dexSwapOperation, {
    wallet,
    summary: {
      inAmount: route.inAmount,
      outAmount: route.outAmount,
      uiInAmount: route.uiInAmount,
      uiOutAmount: route.uiOutAmount,
      minimumReceived: minimum.toString(),
      uiMinimumReceived: formatBaseUnits(minimum, last.output.decimals),
      priceImpact: route.priceImpact,
      feeAmount: route.feeAmount,
      pair,
      routeKind: route.kind,
      inputMint: first.input.mint,
      outputMint: last.output.mint,
      inputSymbol: first.input.symbol,
      outputSymbol: last.output.symbol,
      hops: legs.flatMap((leg, i) => leg.map((hop) => hopRecord(hop, i))),
    },
    transactions: [instructions],
  });
}
