import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CURVE_DECIMALS } from '@shared/math/bonding-curve';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { DEFAULT_CURVE_SLIPPAGE } from '@shared/schemas/launchpad';
import { isSlippageInRange } from '@web/entities/trade/slippage-control';
import { useTokenBalance } from '@web/entities/trade/use-token-balance';
import { useWallet } from '@web/wallet';
import { curveQuoteKey, useCurveQuote } from '../api/get-curve-quote';
import { exceedsBalance } from '../lib/sell-amount';
import { useLaunchpad } from './use-launchpad';

type Side = 'buy' | 'sell';

/**
 * The curve trade panel's state: side, amount, slippage, the server's quote, the wallet's balance of what
 * it pays with (SOL on Buy, the token on Sell), and what a refusal left to show: the new quote with its notice, or the curve selling out.
 */
export function useTradeForm(mint: string) {
  const queryClient = useQueryClient();
  const { publicKey } = useWallet();
  const { trade, tradeRunner } = useLaunchpad();
  const [side, setSide] = useState<Side>('buy');
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number>(DEFAULT_CURVE_SLIPPAGE);
  const [notice, setNotice] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState<string | null>(null);
  const clean = amount.replace(/,/g, '').trim();
  const quote = useCurveQuote(mint, side, clean, slippage);
  const held = useTokenBalance(publicKey, side === 'sell' ? mint : NATIVE_MINT).balance;
  const overBalance = exceedsBalance(clean, held, side === 'buy' ? 9 : CURVE_DECIMALS);
  const pending = tradeRunner.isPending;
  /** Any edit asks for a new quote: the notice was about the one the refusal sent. */
  const edited =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setNotice(null);
    };

  const submit = () => {
    const q = quote.data;
    if (!q || overBalance) return;
    setNotice(null);
    const request = { side, mint, amount: clean, slippage, minimumReceived: q.minimumReceived };
    void trade(
      request,
      (ok) => ok && setAmount(''),
      (refusal) => {
        if (refusal.kind === 'sold-out') {
          setSoldOut(refusal.message);
          return;
        }
        queryClient.setQueryData(curveQuoteKey(mint, side, clean, slippage), refusal.quote);
        setNotice(refusal.notice);
      },
    );
  };

  return {
    side,
    amount,
    slippage,
    quote,
    /** The wallet's balance of what it pays with (SOL or the token), a decimal string; null while unknown. */
    held,
    overBalance,
    notice,
    soldOut,
    tradeRunner,
    canTrade:
      Boolean(quote.data) && isSlippageInRange(slippage, 0.1, 50) && !pending && !overBalance && !soldOut,
    setSide: edited(setSide),
    setAmount: edited(setAmount),
    setSlippage: edited(setSlippage),
    submit,
  };
}

export type TradeFormState = ReturnType<typeof useTradeForm>;
