import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_SLIPPAGE_JUPITER,
  dexMessages,
  quoteRequestSchema,
  routeSchema,
  swapResultSchema,
  type QuoteRequest,
  type Route,
} from '@shared/schemas/dex';
import { invalidateAfterTrade } from '@web/entities/exchange/exchange-queries';
import { fieldErrors } from '@web/entities/trade/form-errors';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { isSlippageInRange } from '@web/entities/trade/slippage-control';
import { useSwapRunner } from '@web/entities/trade/use-swap-runner';
import { toast } from '@web/lib/toast';
import { useFindRoutes } from '../api/find-routes';
import { planJupiterSwap } from '../api/plan-jupiter-swap';
import { describeRoutesFound, swapDoneText } from '../lib/route-display';
import type { DexToken } from '@shared/schemas/dex';

/** How long the inputs must stay still before routes are quoted on their own. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * State of the Jupiter screen: inputs, route search (first route preselected) and execution. Routes
 * are quoted as the trader types, once the inputs are complete and still for QUOTE_DEBOUNCE_MS;
 * Get Best Route asks at once and announces the result.
 */
export function useJupiterSwap(tokens: readonly DexToken[]) {
  const queryClient = useQueryClient();
  const [inputMint, setInputMint] = useState('');
  const [outputMint, setOutputMint] = useState('');
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number>(DEFAULT_SLIPPAGE_JUPITER);
  const [submitted, setSubmitted] = useState(false);
  const [routes, setRoutes] = useState<Route[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const search = useFindRoutes();
  const swap = useSwapRunner();
  /** Counts searches: an answer to an older question than the latest is dropped. */
  const asked = useRef(0);
  const lastAsked = useRef<string | null>(null);

  const parsed = quoteRequestSchema.safeParse({ inputMint, outputMint, amount, slippage });
  const errors = submitted && !parsed.success ? fieldErrors(parsed.error) : {};
  const input = tokens.find((t) => t.mint === inputMint);
  const output = tokens.find((t) => t.mint === outputMint);
  const selected = routes?.find((r) => r.id === selectedId) ?? null;

  // Routes answer one exact question; any change to it makes them stale (spec: cleared on swap sides).
  const clearRoutes = () => {
    asked.current += 1;
    lastAsked.current = null;
    setRoutes(null);
    setSelectedId(null);
    search.reset();
  };
  const edit =
    <T>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      clearRoutes();
    };

  const lookUp = (request: QuoteRequest, announce: boolean) => {
    clearRoutes();
    lastAsked.current = JSON.stringify(request);
    const ticket = asked.current;
    search.mutate(request, {
      onSuccess: ({ routes: found }) => {
        if (ticket !== asked.current) return;
        setRoutes(found);
        setSelectedId(found[0]?.id ?? null);
        if (announce && found.length > 0 && output) {
          toast({
            title: dexMessages.routesFound,
            description: describeRoutesFound(found, output),
            variant: 'success',
          });
        }
      },
      onError: () => {
        if (ticket !== asked.current || !announce) return;
        toast({
          title: dexMessages.routesErrorTitle,
          description: dexMessages.routesErrorText,
          variant: 'destructive',
        });
      },
    });
  };

  const findBestRoute = () => {
    setSubmitted(true);
    if (parsed.success) lookUp(parsed.data, true);
  };

  const slippageInvalid = !isSlippageInRange(slippage, 0.1, 50);
  const question = parsed.success && !slippageInvalid ? JSON.stringify(parsed.data) : null;
  const settled = useDebouncedValue(question, QUOTE_DEBOUNCE_MS);
  const swapping = swap.isPending;
  useEffect(() => {
    if (settled && settled === question && settled !== lastAsked.current && !swapping)
      lookUp(JSON.parse(settled) as QuoteRequest, false);
    // Only a settled new question asks; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const execute = async () => {
    if (!parsed.success || !selected || !input || !output) return;
    // The route's minimum is a floor: the plan never signs less, or answers with the new quote.
    const body = { ...parsed.data, routeId: selected.id, minimumReceived: selected.minimumReceived };
    await swap.execute(() => planJupiterSwap(body), {
      onNewQuote: (quote) => {
        const fresh = routeSchema.safeParse(quote);
        if (!fresh.success) return false;
        setRoutes((all) => (all ?? []).map((r) => (r.id === selected.id ? fresh.data : r)));
        setSelectedId(fresh.data.id);
        return true;
      },
      onConfirmed: (operation) => {
        const result = swapResultSchema.safeParse(operation.result);
        toast({
          title: dexMessages.swapSuccess,
          description: swapDoneText(result.success ? result.data : null, input, output),
          variant: 'success',
        });
        clearRoutes();
        setAmount('');
        setSubmitted(false);
        void invalidateAfterTrade(queryClient);
      },
      onFailed: (message) => {
        toast({
          title: dexMessages.swapFailedTitle,
          description: message || dexMessages.swapFailedText,
          variant: 'destructive',
        });
      },
    });
  };

  return {
    inputMint,
    outputMint,
    amount,
    slippage,
    errors,
    /** The slippage field shows its message: no route search until it is fixed. */
    slippageInvalid,
    input,
    output,
    routes,
    selected,
    searching: search.isPending,
    searchError: search.isError ? search.error.message : null,
    swap,
    setInputMint: edit(setInputMint),
    setOutputMint: edit(setOutputMint),
    setAmount: edit(setAmount),
    setSlippage: edit(setSlippage),
    selectRoute: setSelectedId,
    flip: () => {
      setInputMint(outputMint);
      setOutputMint(inputMint);
      clearRoutes();
    },
    findBestRoute,
    execute,
  };
}

export type JupiterSwapForm = ReturnType<typeof useJupiterSwap>;
