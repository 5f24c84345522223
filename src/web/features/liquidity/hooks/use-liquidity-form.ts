import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_FEE_BPS, type Pool, type TokenRef } from '@shared/schemas/dex';
import {
  DEFAULT_LIQUIDITY_SLIPPAGE,
  liquidityMessages,
  liquidityRequestSchema,
  type Position,
} from '@shared/schemas/liquidity';
import { invalidateAfterTrade } from '@web/entities/exchange/exchange-queries';
import { fieldErrors } from '@web/entities/trade/form-errors';
import { toast } from '@web/lib/toast';
import { useOperationRunner } from '@web/entities/operations';
import { manageLiquidity } from '../api/manage-liquidity';
import { findPool, pairedAmount, pairRate, removeEstimate } from '../lib/liquidity-math';
import { readOutcome, SUCCESS_TITLE, type LiquidityOutcome } from '../lib/liquidity-outcome';

export type PoolType = 'create' | 'add' | 'remove';
export type FeeTier = 1 | 25 | 100;

interface Inputs {
  pools: readonly Pool[];
  positions: readonly Position[];
  tokens: readonly TokenRef[];
}

/** State and submission of the Liquidity Manager form (part 2 §Liquidity, §8 'Transaction Failed'). */
export function useLiquidityForm({ pools, positions, tokens }: Inputs) {
  const queryClient = useQueryClient();
  const runner = useOperationRunner();
  const [poolType, setPoolType] = useState<PoolType>('add');
  const [tokenA, setTokenA] = useState('');
  const [tokenB, setTokenB] = useState('');
  const [amountA, setAmountA] = useState('');
  const [amountB, setAmountB] = useState('');
  const [slippage, setSlippage] = useState<number>(DEFAULT_LIQUIDITY_SLIPPAGE);
  const [feeBps, setFeeBps] = useState<FeeTier>(DEFAULT_FEE_BPS);
  const [percentage, setPercentage] = useState(100);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<LiquidityOutcome | null>(null);

  const match = tokenA && tokenB && tokenA !== tokenB ? findPool(pools, tokenA, tokenB) : null;
  const position = match
    ? positions.find((p) => p.poolId === match.pool.id && p.status === 'active' && p.lpAmount !== '0')
    : undefined;
  const aFirst = position ? position.tokenA.mint === tokenA : true;
  const estimate =
    position && poolType === 'remove'
      ? {
          a: removeEstimate(aFirst ? position.uiAmountA : position.uiAmountB, percentage),
          b: removeEstimate(aFirst ? position.uiAmountB : position.uiAmountA, percentage),
        }
      : null;
  const values = {
    poolType,
    tokenA,
    tokenB,
    amountA: estimate ? estimate.a : amountA,
    amountB: estimate ? estimate.b : amountB,
    slippage,
    feeBps,
    percentage,
  };
  const parsed = liquidityRequestSchema.safeParse(values);
  const errors = submitted && !parsed.success ? fieldErrors(parsed.error) : {};
  const tokenOf = (mint: string) => tokens.find((t) => t.mint === mint);
  const decimalsOf = (mint: string) => tokenOf(mint)?.decimals ?? 9;
  const proportional = poolType === 'add' && match !== null;

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success) return;
    const body = parsed.data;
    await runner.run(() => manageLiquidity(body), {
      onConfirmed: (operation) => {
        const result = readOutcome(operation, body.poolType);
        setOutcome(result);
        toast({ title: SUCCESS_TITLE[body.poolType], description: result?.headline, variant: 'success' });
        setAmountA('');
        setAmountB('');
        setSubmitted(false);
        void invalidateAfterTrade(queryClient);
      },
      onFailed: (message) => {
        toast({
          title: liquidityMessages.failedTitle,
          description: message || liquidityMessages.failedText,
          variant: 'destructive',
        });
      },
    });
  };

  return {
    values,
    errors,
    match,
    position,
    estimate,
    outcome,
    runner,
    tokenOf,
    rate: match ? pairRate(match) : null,
    setPoolType: (type: PoolType) => {
      setPoolType(type);
      setOutcome(null);
    },
    setTokenA: (mint: string) => setTokenA(mint),
    setTokenB: (mint: string) => setTokenB(mint),
    setAmountA: (value: string) => {
      setAmountA(value);
      if (proportional) setAmountB(pairedAmount(value, pairRate(match), decimalsOf(tokenB)));
    },
    setAmountB: (value: string) => {
      setAmountB(value);
      const rate = match ? pairRate(match) : 0;
      if (proportional && rate > 0) setAmountA(pairedAmount(value, 1 / rate, decimalsOf(tokenA)));
    },
    setSlippage,
    setFeeBps,
    setPercentage,
    /** From the tabs: start an add or a removal on a given pair. */
    prefill: (type: PoolType, mintA: string, mintB: string) => {
      setPoolType(type);
      setTokenA(mintA);
      setTokenB(mintB);
      setAmountA('');
      setAmountB('');
      setPercentage(100);
      setSubmitted(false);
      setOutcome(null);
    },
    submit,
  };
}

export type LiquidityForm = ReturnType<typeof useLiquidityForm>;
