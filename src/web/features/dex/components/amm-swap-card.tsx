import { Loader2, Repeat } from 'lucide-react';
import { DEFAULT_SLIPPAGE_RAYDIUM, NATIVE_MINT, SLIPPAGE_PRESETS, type Pool } from '@shared/schemas/dex';
import { NewQuoteNotice } from '@web/entities/trade/new-quote-notice';
import { SlippageControl } from '@web/entities/trade/slippage-control';
import { TokenAmountField } from '@web/entities/trade/token-amount-field';
import { TokenBadge } from '@web/entities/trade/token-select';
import { maxSpendable } from '@web/entities/trade/trade-format';
import { useTokenBalance } from '@web/entities/trade/use-token-balance';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { OperationStatus, PHASE_LABELS } from '@web/entities/operations';
import { useWallet } from '@web/wallet';
import type { AmmSwapForm } from '../hooks/use-amm-swap';
import { usePreTrade } from '../hooks/use-pre-trade';
import { ImpactNotice } from './impact-notice';
import { PairSelect } from './pair-select';
import { QuoteDetails } from './quote-details';
import { ResignNotice } from './resign-notice';
import { SwapSidesButton } from './swap-sides-button';

function FixedToken({ symbol, logoUri }: { symbol: string | undefined; logoUri?: string | null }) {
  return (
    <span className="flex h-11 w-28 shrink-0 items-center gap-2 rounded-lg border border-border bg-card/60 px-3 text-sm font-semibold sm:w-32">
      <TokenBadge symbol={symbol ?? '?'} logoUri={logoUri} />
      {symbol ?? '—'}
    </span>
  );
}

/** The Raydium AMM swap form: pair, You Pay / You Receive, slippage, quote details, Swap. */
export function AmmSwapCard({ pools, form }: { pools: readonly Pool[]; form: AmmSwapForm }) {
  const { publicKey, sessionAddress, openConnectDialog } = useWallet();
  const fromBalance = useTokenBalance(publicKey, form.from?.mint);
  const toBalance = useTokenBalance(publicKey, form.to?.mint);
  const { estimate, from, to, swap } = form;
  const pending = swap.isPending;
  const preTrade = usePreTrade({
    from,
    to,
    uiIn: form.amount,
    uiOut: estimate?.uiOutAmount ?? '',
    priceImpact: estimate?.priceImpact ?? null,
    networkFeeLamports: estimate?.networkFeeLamports ?? null,
    rentLamports: estimate?.rentLamports ?? null,
    quoteKey: form.quoteKey,
  });

  return (
    <Card data-testid="amm-swap-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Repeat className="size-5 text-primary" aria-hidden />
          Swap
        </CardTitle>
        <CardDescription>Constant-product pools on this network; one atomic transaction.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <PairSelect
          pools={pools}
          value={form.pool?.id}
          onChange={form.setPair}
          disabled={pending}
          error={form.errors.pair}
        />
        <div className="relative space-y-2">
          <TokenAmountField
            id="amm-pay"
            label="You Pay"
            value={form.amount}
            onChange={form.setAmount}
            token={<FixedToken symbol={from?.symbol} logoUri={from?.logoUri} />}
            symbol={from?.symbol}
            balance={publicKey ? fromBalance.balance : undefined}
            onMax={() =>
              fromBalance.balance &&
              from &&
              form.setAmount(maxSpendable(fromBalance.balance, from.mint === NATIVE_MINT, from.decimals))
            }
            error={form.errors.fromToken ?? form.errors.amount}
            hint={preTrade.inUsd}
            disabled={pending}
          />
          <SwapSidesButton onClick={form.flip} disabled={pending || !form.pool} />
          <TokenAmountField
            id="amm-receive"
            label="You Receive"
            value={estimate ? estimate.uiOutAmount : ''}
            readOnly
            placeholder={form.quoting ? 'Fetching quote…' : '0.0'}
            token={<FixedToken symbol={to?.symbol} logoUri={to?.logoUri} />}
            symbol={to?.symbol}
            balance={publicKey ? toBalance.balance : undefined}
            error={form.quoteError ?? form.errors.toToken}
            hint={preTrade.outUsd}
          />
        </div>
        <SlippageControl
          id="amm-slippage"
          value={form.slippage}
          onChange={form.setSlippage}
          presets={SLIPPAGE_PRESETS}
          sliderMax={5}
          fieldMax={50}
          disabled={pending}
        />
        {form.pool && from && to && (
          <QuoteDetails
            from={from}
            to={to}
            rate={estimate?.rate ?? null}
            feeAmount={estimate?.feeAmount ?? null}
            feePercent={form.pool.feeBps / 100}
            uiMinimumReceived={estimate?.uiMinimumReceived ?? null}
            priceImpact={estimate?.priceImpact ?? null}
            slippage={form.slippage}
            networkFeeLamports={estimate?.networkFeeLamports ?? null}
            rentLamports={estimate?.rentLamports ?? null}
          />
        )}
        <ImpactNotice
          id="amm"
          preTrade={preTrade}
          priceImpact={estimate?.priceImpact ?? null}
          disabled={pending}
        />
        {sessionAddress ? (
          <Button
            type="button"
            variant="gradient"
            size="lg"
            className="w-full"
            data-testid="amm-swap-button"
            disabled={pending || !estimate || preTrade.blocked}
            onClick={() => !preTrade.blocked && void form.submit()}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Repeat aria-hidden />}
            {pending ? PHASE_LABELS[swap.state.phase] : (preTrade.insufficient ?? 'Swap')}
          </Button>
        ) : (
          <Button type="button" variant="gradient" size="lg" className="w-full" onClick={openConnectDialog}>
            Connect Wallet to Swap
          </Button>
        )}
        <ResignNotice notice={swap.notice} />
        <NewQuoteNotice notice={swap.review} />
        <OperationStatus state={swap.state} onRetry={() => void swap.retry()} />
        <p className="text-center text-xs text-muted-foreground">
          Default slippage {DEFAULT_SLIPPAGE_RAYDIUM}% · quotes refresh as you type and every 10 s
        </p>
      </CardContent>
    </Card>
  );
}
