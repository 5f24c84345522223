import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  DEFAULT_SLIPPAGE_RAYDIUM,
  dexMessages,
  raydiumQuoteRequestSchema,
  raydiumQuoteResponseSchema,
  swapResultSchema,
  type Pool,
  type RaydiumQuoteRequest,
} from '@shared/schemas/dex';
import { invalidateAfterTrade } from '@web/entities/exchange/exchange-queries';
import { exchangeKeys } from '@web/entities/exchange/query-keys';
import { fieldErrors } from '@web/entities/trade/form-errors';
import { formatBase } from '@web/entities/trade/trade-format';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { useSwapRunner } from '@web/entities/trade/use-swap-runner';
import { toast } from '@web/lib/toast';
import { useWallet } from '@web/wallet';
import { useRaydiumQuote } from '../api/get-raydium-quote';
import { planAmmSwap } from '../api/plan-amm-swap';
import { defaultPool, swapSides } from '../lib/amm-form';

export const QUOTE_DEBOUNCE_MS = 400;

/** State, live quote and submission of the Raydium AMM form (spec §2.7, §5 Swap forms, §8 toasts). */
export function useAmmSwap(pools: readonly Pool[]) {
  const queryClient = useQueryClient();
  const { sessionAddress } = useWallet();
  const [pairId, setPairId] = useState<string>();
  const [reversed, setReversed] = useState(false);
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number>(DEFAULT_SLIPPAGE_RAYDIUM);
  const [touched, setTouched] = useState(false);
  const swap = useSwapRunner();

  const pool = pools.find((p) => p.id === pairId) ?? defaultPool(pools);
  const { from, to } = swapSides(pool, reversed);
  const values = {
    pair: pool?.id ?? '',
    fromToken: from?.mint ?? '',
    toToken: to?.mint ?? '',
    amount,
    slippage,
  };
  const parsed = raydiumQuoteRequestSchema.safeParse(values);
  const errors = touched && !parsed.success ? fieldErrors(parsed.error) : {};
  const key = useDebouncedValue(parsed.success ? JSON.stringify(parsed.data) : null, QUOTE_DEBOUNCE_MS);
  const quoteBody = useMemo(() => (key ? (JSON.parse(key) as RaydiumQuoteRequest) : null), [key]);
  const currentKey = parsed.success ? JSON.stringify(parsed.data) : null;
  const quote = useRaydiumQuote(parsed.success ? quoteBody : null, sessionAddress);
  // An estimate only counts when it answers what is on screen now, not a value typed earlier.
  const estimate = currentKey !== null && currentKey === key ? (quote.data ?? null) : null;

  const submit = async () => {
    setTouched(true);
    if (!parsed.success || !estimate || !from || !to) return;
    // The estimate's minimum is a floor: the plan never signs less, or answers with the new quote.
    const body = {
      ...parsed.data,
      slippage: parsed.data.slippage / 100,
      minimumReceived: estimate.minimumReceived,
    };
    await swap.execute(() => planAmmSwap(body), {
      onNewQuote: (quote) => {
        const fresh = raydiumQuoteResponseSchema.safeParse(quote);
        if (!fresh.success) return false;
        queryClient.setQueryData(exchangeKeys.raydiumQuote(quoteBody, sessionAddress), fresh.data);
        return true;
      },
      onConfirmed: (operation) => {
        const result = swapResultSchema.safeParse(operation.result);
        const text = result.success
          ? `Swapped ${formatBase(result.data.inAmount, from.decimals)} ${from.symbol} for ${formatBase(result.data.outAmount, to.decimals)} ${to.symbol}`
          : `Swapped ${from.symbol} for ${to.symbol}`;
        toast({ title: dexMessages.tradeSuccess, description: text, variant: 'success' });
        setAmount('');
        setTouched(false);
        void invalidateAfterTrade(queryClient);
      },
      onFailed: (message) => {
        toast({ title: dexMessages.tradeFailed, description: message, variant: 'destructive' });
      },
    });
  };

  return {
    pool,
    from,
    to,
    amount,
    slippage,
    errors,
    estimate,
    /** The request the estimate answers: a high-impact confirmation holds for it only. */
    quoteKey: estimate ? currentKey : null,
    quoting: parsed.success && (currentKey !== key || quote.isFetching) && !estimate,
    quoteError: currentKey === key && quote.isError ? quote.error.message : null,
    swap,
    setPair: (id: string) => {
      setPairId(id);
      setReversed(false);
    },
    setAmount: (value: string) => {
      setAmount(value);
      if (value !== '') setTouched(true);
    },
    setSlippage,
    flip: () => setReversed((r) => !r),
    submit,
  };
}

export type AmmSwapForm = ReturnType<typeof useAmmSwap>;
