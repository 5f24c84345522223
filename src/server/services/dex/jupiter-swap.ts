import type { Address } from '@solana/kit';
import { z } from 'zod';
import {
  dexMessages,
  ROUTE_TTL_SECONDS,
  type JupiterSwapRequest,
  type QuoteRequest,
  type Route,
} from '@shared/schemas/dex';
import type { PlannedOperation } from '@shared/schemas/operations';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import { planOperation } from '../../chain/pipeline/plan';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { resolveToken } from '../../exchange/resolve-token';
import { jupiterGet, jupiterPost } from '../../exchange/prices/jupiter/client';
import { jupiterCost } from '../../exchange/prices/jupiter/cost';
import { jupiterSwapOperation } from './jupiter-operation';

/** GET /swap/v1/quote (only the fields we use). */
export const jupiterQuoteSchema = z
  .object({
    inputMint: z.string(),
    inAmount: z.string(),
    outputMint: z.string(),
    outAmount: z.string(),
    otherAmountThreshold: z.string(),
    slippageBps: z.number(),
    priceImpactPct: z.string(),
    routePlan: z.array(
      z.object({
        swapInfo: z.object({
          ammKey: z.string(),
          label: z.string().optional(),
          inputMint: z.string(),
          outputMint: z.string(),
          inAmount: z.string(),
          outAmount: z.string(),
          feeAmount: z.string().optional(),
          feeMint: z.string().optional(),
        }),
        percent: z.number(),
      }),
    ),
  })
  .passthrough();
type JupiterQuote = z.infer<typeof jupiterQuoteSchema>;

const swapResponse = z.object({ swapTransaction: z.string(), lastValidBlockHeight: z.coerce.number() });
interface KeptQuote {
  quote: JupiterQuote;
  /** Input decimals and the fee the quote showed, so the swap checks and records the same figures. */
  inputDecimals: number;
  feeAmount: string;
}
// In-process, like the local routes: a quote id is only used by the instance that quoted it.
const quotes = new TtlCache<KeptQuote>(ROUTE_TTL_SECONDS * 1000);

export async function mainnetOnly(): Promise<never> {
  throw badRequest('The platform pools are off on mainnet. Use Jupiter Swap.');
}

/** Jupiter's best route, in our Route shape (its id is kept ROUTE_TTL_SECONDS for /api/dex/jupiter). */
export async function jupiterQuote(
  ctx: AppContext,
  req: QuoteRequest,
  wallet: Address | null = null,
): Promise<{ routes: Route[] }> {
  const [input, output] = await Promise.all([
    resolveToken(ctx, req.inputMint),
    resolveToken(ctx, req.outputMint),
  ]);
  const amount = parseUiAmount(req.amount, input.decimals);
  if (!amount) throw badRequest(dexMessages.amountInvalid);
  const slippageBps = Math.round(req.slippage * 100);
  const raw = await jupiterGet(
    ctx,
    `/swap/v1/quote?inputMint=${input.mint}&outputMint=${output.mint}&amount=${amount}&slippageBps=${slippageBps}`,
  );
  const quote = jupiterQuoteSchema.parse(raw);
  const cost = await jupiterCost(ctx, wallet, output);
  const split = quote.routePlan.some((s) => s.percent < 100);
  const fee =
    quote.routePlan[0]?.swapInfo.feeMint === input.mint
      ? (quote.routePlan[0]?.swapInfo.feeAmount ?? '0')
      : '0';
  const id = quotes.add({ quote, inputDecimals: input.decimals, feeAmount: fee });
  return {
    routes: [
      {
        id,
        kind: split ? 'split' : quote.routePlan.length > 1 ? 'two-hop' : 'direct',
        inAmount: quote.inAmount,
        outAmount: quote.outAmount,
        uiInAmount: formatBaseUnits(BigInt(quote.inAmount), input.decimals),
        uiOutAmount: formatBaseUnits(BigInt(quote.outAmount), output.decimals),
        minimumReceived: quote.otherAmountThreshold,
        uiMinimumReceived: formatBaseUnits(BigInt(quote.otherAmountThreshold), output.decimals),
        priceImpact: Number(quote.priceImpactPct) * 100,
        feeAmount: fee,
        marketInfos: quote.routePlan.map((s) => ({
          id: s.swapInfo.ammKey,
          label: s.swapInfo.label ?? 'Jupiter',
          venue: s.swapInfo.label ?? 'Jupiter',
          feeBps: 0,
          fee: 0,
          inputMint: s.swapInfo.inputMint,
          outputMint: s.swapInfo.outputMint,
          inAmount: s.swapInfo.inAmount,
          outAmount: s.swapInfo.outAmount,
        })),
        ...cost,
      },
    ],
  };
}

/** Jupiter builds the transaction; the wallet signs it through the normal operation pipeline. */
export async function jupiterSwap(
  ctx: AppContext,
  wallet: Address,
  req: JupiterSwapRequest,
): Promise<PlannedOperation> {
  const cached = quotes.get(req.routeId);
  if (!cached) throw badRequest(dexMessages.routeExpired);
  const { quote } = cached;
  if (quote.inputMint !== req.inputMint || quote.outputMint !== req.outputMint)
    throw badRequest(dexMessages.routeExpired);
  if (parseUiAmount(req.amount, cached.inputDecimals) !== BigInt(quote.inAmount))
    throw badRequest(dexMessages.routeExpired);
  const built = swapResponse.parse(
    await jupiterPost(ctx, '/swap/v1/swap', {
      quoteResponse: quote,
      userPublicKey: wallet,
      wrapAndUnwrapSol: true,
      dynamicComputeUnitLimit: true,
    }),
  );
  return planOperation(ctx, jupiterSwapOperation, {
    wallet,
    transactions: [
      { prebuilt: built.swapTransaction, lastValidBlockHeight: BigInt(built.lastValidBlockHeight) },
    ],
    summary: {
      inAmount: quote.inAmount,
      outAmount: quote.outAmount,
      minimumReceived: quote.otherAmountThreshold,
      priceImpact: Number(quote.priceImpactPct) * 100,
      feeAmount: cached.feeAmount,
      pair: quote.routePlan.map((s) => s.swapInfo.label ?? 'Jupiter').join(' + '),
      inputMint: quote.inputMint,
      outputMint: quote.outputMint,
    },
  });
}
