import {
  bridgeFee,
  CHAIN_INFO,
  DESTINATION_GAS_ESTIMATE,
  LOCAL_ESTIMATED_TIME,
  bridgeMessages,
  TOKEN_DECIMALS,
} from '@shared/schemas/bridge';
import {
  QUOTE_ONLY_NOTICE,
  type BridgeQuoteQuery,
  type BridgeQuotesResponse,
} from '@shared/schemas/bridge-quotes';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { providerQuotes } from './quote-adapters';

/** True when transfers execute here: the embedded Solana chain with the embedded EVM chains beside it. */
export const executesLocally = (ctx: AppContext) => ctx.chain.cluster.kind === 'local' && ctx.evm !== null;

/** The form's quote: the platform's own fee on the local chains, the providers' public quotes elsewhere. */
export async function bridgeQuotes(ctx: AppContext, query: BridgeQuoteQuery): Promise<BridgeQuotesResponse> {
  if (!executesLocally(ctx)) {
    const quotes = await providerQuotes(query, {
      debridgeUrl: ctx.env.DEBRIDGE_API_URL,
      mayanUrl: ctx.env.MAYAN_API_URL,
      timeoutMs: ctx.env.BRIDGE_QUOTE_TIMEOUT_MS,
    });
    return { mode: 'quote-only', executes: false, notice: QUOTE_ONLY_NOTICE, quotes };
  }
  const decimals = TOKEN_DECIMALS[query.token];
  const units = parseUiAmount(query.amount, decimals);
  if (units === null) throw badRequest(bridgeMessages.tooPrecise);
  if (units >= 1n << 64n) throw badRequest(bridgeMessages.amountInvalid);
  const { fee, received } = bridgeFee(units);
  if (received <= 0n) throw badRequest(bridgeMessages.amountInvalid);
  return {
    mode: 'local',
    executes: true,
    quote: {
      amount: formatBaseUnits(units, decimals),
      fee: formatBaseUnits(fee, decimals),
      received: formatBaseUnits(received, decimals),
      gasEstimate: `${DESTINATION_GAS_ESTIMATE} ${CHAIN_INFO[query.destinationChain].gasToken} (paid by the relayer)`,
      estimatedTime: LOCAL_ESTIMATED_TIME,
    },
  };
}
