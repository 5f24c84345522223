import type { BridgeChain, BridgeToken } from '@shared/schemas/bridge';
import type { BridgeQuoteProvider, ProviderQuote } from '@shared/schemas/bridge-quotes';
import type { RealToken } from './real-tokens';

/** One quote request, already resolved to the public networks' tokens and base units. */
export interface AdapterRequest {
  sourceChain: BridgeChain;
  destinationChain: BridgeChain;
  token: BridgeToken;
  amount: string;
  units: bigint;
  from: RealToken;
  to: RealToken;
}

export interface AdapterSettings {
  baseUrl: string;
  timeoutMs: number;
}

/** A provider's public quote API behind one shape; it never throws, a failure is a quote with `ok: false`. */
export interface QuoteAdapter {
  provider: BridgeQuoteProvider;
  quote(request: AdapterRequest, settings: AdapterSettings): Promise<ProviderQuote>;
}
