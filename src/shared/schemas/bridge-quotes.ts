import { z } from 'zod';
import { BRIDGE_CHAINS, BRIDGE_TOKENS, bridgeMessages, bridgeQuoteSchema, supportedTokens } from './bridge';

/** What the screen says on a real cluster, where the platform cannot execute a provider's transfer. */
export const QUOTE_ONLY_NOTICE = "Quote only: execute on the provider's site";
export const BRIDGE_QUOTE_PROVIDERS = ['deBridge', 'Mayan'] as const;
export type BridgeQuoteProvider = (typeof BRIDGE_QUOTE_PROVIDERS)[number];

/** GET /api/dex/cross-chain/quote: the form's fields before a destination address is known. */
export const bridgeQuoteQuerySchema = z
  .object({
    sourceChain: z.enum(BRIDGE_CHAINS, { error: bridgeMessages.sourceRequired }),
    destinationChain: z.enum(BRIDGE_CHAINS, { error: bridgeMessages.destinationRequired }),
    token: z.enum(BRIDGE_TOKENS, { error: bridgeMessages.tokenRequired }),
    amount: z
      .string({ error: bridgeMessages.amountInvalid })
      .trim()
      .refine((v) => /^\d{1,30}(\.\d{1,30})?$/.test(v) && /[1-9]/.test(v), bridgeMessages.amountInvalid),
  })
  .superRefine((q, ctx) => {
    if (q.sourceChain === q.destinationChain) {
      ctx.addIssue({ code: 'custom', path: ['destinationChain'], message: bridgeMessages.sameChain });
    } else if (!supportedTokens(q.sourceChain, q.destinationChain).includes(q.token)) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: bridgeMessages.tokenUnsupported });
    }
  });
export type BridgeQuoteQuery = z.output<typeof bridgeQuoteQuerySchema>;

/** One provider's answer: its quote, or a message saying why it has none (the other still quotes). */
export const providerQuoteSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    provider: z.enum(BRIDGE_QUOTE_PROVIDERS),
    amountIn: z.string(),
    amountOut: z.string(),
    minAmountOut: z.string().nullable(),
    fees: z.array(z.object({ label: z.string(), amount: z.string() })),
    estimatedTime: z.string(),
    route: z.string(),
    executeUrl: z.string(),
  }),
  z.object({ ok: z.literal(false), provider: z.enum(BRIDGE_QUOTE_PROVIDERS), error: z.string() }),
]);
export type ProviderQuote = z.infer<typeof providerQuoteSchema>;

export const bridgeQuotesResponseSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('local'), executes: z.literal(true), quote: bridgeQuoteSchema }),
  z.object({
    mode: z.literal('quote-only'),
    executes: z.literal(false),
    notice: z.string(),
    quotes: z.array(providerQuoteSchema),
  }),
]);
export type BridgeQuotesResponse = z.infer<typeof bridgeQuotesResponseSchema>;
