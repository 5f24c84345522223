import { useMemo, useState } from 'react';
import { NATIVE_MINT, type TokenRef } from '@shared/schemas/dex';
import { useDexTokens } from '@web/entities/exchange/exchange-queries';
import { useTokenBalance } from '@web/entities/trade/use-token-balance';
import { useWallet } from '@web/wallet';
import { impactBand, insufficientBalance, usdText } from '../lib/pre-trade';

export interface PreTradeInput {
  from: TokenRef | undefined;
  to: TokenRef | undefined;
  uiIn: string;
  /** The quote's output, '' before one exists. */
  uiOut: string;
  priceImpact: number | null;
  networkFeeLamports: string | null;
  rentLamports: string | null;
  /** Identifies the quote on screen: a confirmation of a high impact holds for this quote only. */
  quoteKey: string | null;
}

/**
 * What the swap screens say before the click: USD values under the amounts (the app's token prices),
 * the price-impact band, a balance too low for amount and fees, and the high-impact confirmation.
 */
export function usePreTrade(input: PreTradeInput) {
  const { publicKey } = useWallet();
  const tokens = useDexTokens();
  const fromBalance = useTokenBalance(publicKey, input.from?.mint);
  const solBalance = useTokenBalance(publicKey, NATIVE_MINT);
  const [confirmedKey, setConfirmedKey] = useState<string | null>(null);
  const prices = useMemo(
    () => new Map((tokens.data?.tokens ?? []).map((t) => [t.mint, t.priceUsd])),
    [tokens.data],
  );
  const band = input.priceImpact === null ? null : impactBand(input.priceImpact);
  const insufficient =
    publicKey && input.from
      ? insufficientBalance({
          from: input.from,
          uiAmount: input.uiIn,
          fromBalance: fromBalance.balance,
          solBalance: solBalance.balance,
          networkFeeLamports: input.networkFeeLamports,
          rentLamports: input.rentLamports,
        })
      : null;
  const needsConfirm = band === 'confirm';
  const confirmed = needsConfirm && input.quoteKey !== null && confirmedKey === input.quoteKey;
  return {
    inUsd: input.from ? usdText(input.uiIn, prices.get(input.from.mint)) : null,
    outUsd: input.to ? usdText(input.uiOut, prices.get(input.to.mint)) : null,
    band,
    insufficient,
    needsConfirm,
    confirmed,
    setConfirmed: (value: boolean) => setConfirmedKey(value ? input.quoteKey : null),
    /** The swap button stays disabled: balance too low, or a high impact not confirmed. */
    blocked: insufficient !== null || (needsConfirm && !confirmed),
  };
}

export type PreTrade = ReturnType<typeof usePreTrade>;
