import type { BridgeQuoteQuery, ProviderQuote } from '@shared/schemas/bridge-quotes';
import { parseUiAmount } from '@shared/solana/amounts';
import { badRequest } from '../../../lib/errors';
import { bridgeMessages } from '@shared/schemas/bridge';
import { debridgeAdapter } from './debridge';
import { mayanAdapter } from './mayan';
import { REAL_TOKENS } from './real-tokens';
import type { QuoteAdapter } from './types';

export const QUOTE_ADAPTERS: readonly QuoteAdapter[] = [debridgeAdapter, mayanAdapter];

export interface QuoteEndpoints {
  debridgeUrl: string;
  mayanUrl: string;
  timeoutMs: number;
}

/** Asks every provider at once; one provider failing or timing out leaves the others' quotes standing. */
export async function providerQuotes(
  query: BridgeQuoteQuery,
  endpoints: QuoteEndpoints,
): Promise<ProviderQuote[]> {
  const from = REAL_TOKENS[query.sourceChain][query.token];
  const to = REAL_TOKENS[query.destinationChain][query.token];
  const units = parseUiAmount(query.amount, from.decimals);
  if (units === null) throw badRequest(bridgeMessages.tooPrecise);
  if (units <= 0n || units >= 1n << 96n) throw badRequest(bridgeMessages.amountInvalid);
  const request = { ...query, units, from, to };
  const baseUrl = { deBridge: endpoints.debridgeUrl, Mayan: endpoints.mayanUrl } as const;
  return Promise.all(
    QUOTE_ADAPTERS.map((adapter) =>
      adapter.quote(request, { baseUrl: baseUrl[adapter.provider], timeoutMs: endpoints.timeoutMs }),
    ),
  );
}
