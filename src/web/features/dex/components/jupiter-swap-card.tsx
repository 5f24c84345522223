import { Loader2, Search, Zap } from 'lucide-react';
import { NATIVE_MINT, SLIPPAGE_PRESETS, type DexToken } from '@shared/schemas/dex';
import { NewQuoteNotice } from '@web/entities/trade/new-quote-notice';
import { SlippageControl } from '@web/entities/trade/slippage-control';
import { TokenAmountField } from '@web/entities/trade/token-amount-field';
import { maxSpendable } from '@web/entities/trade/trade-format';
import { useTokenBalance } from '@web/entities/trade/use-token-balance';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { OperationStatus, PHASE_LABELS } from '@web/entities/operations';
import { useWallet } from '@web/wallet';
import type { JupiterSwapForm } from '../hooks/use-jupiter-swap';
import { usePreTrade } from '../hooks/use-pre-trade';
import { ImpactNotice } from './impact-notice';
import { ResignNotice } from './resign-notice';
import { RouteList } from './route-list';
import { SwapSidesButton } from './swap-sides-button';
import { TokenSearchSelect } from './token-search-select';

/** Jupiter Swap: tokens (searched or pasted), amount, slippage, routes quoted as you type or by Get Best Route, Execute Swap (spec §2.10). */
export function JupiterSwapCard({ form, tokens }: { form: JupiterSwapForm; tokens: readonly DexToken[] }) {
  const { publicKey, sessionAddress, openConnectDialog } = useWallet();
  const inBalance = useTokenBalance(publicKey, form.input?.mint);
  const outBalance = useTokenBalance(publicKey, form.output?.mint);
  const pending = form.swap.isPending;
  const { input, selected } = form;
  const preTrade = usePreTrade({
    from: input,
    to: form.output,
    uiIn: form.amount,
    uiOut: selected?.uiOutAmount ?? '',
    priceImpact: selected?.priceImpact ?? null,
    networkFeeLamports: selected?.networkFeeLamports ?? null,
    rentLamports: selected?.rentLamports ?? null,
    quoteKey: selected?.id ?? null,
  });

  return (
    <Card data-testid="jupiter-swap-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap className="size-5 text-primary" aria-hidden />
          Jupiter Swap
        </CardTitle>
        <CardDescription>
          Quotes direct, two-hop and split routes across every pool as you type, names the venue of each, and
          executes the chosen one in one transaction.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <TokenAmountField
          id="jupiter-input-amount"
          label="You Pay"
          value={form.amount}
          onChange={form.setAmount}
          token={
            <TokenSearchSelect
              id="jupiter-input-token"
              label="Input token"
              tokens={tokens}
              value={form.inputMint || undefined}
              onChange={form.setInputMint}
              invalid={Boolean(form.errors.inputMint)}
              disabled={pending}
            />
          }
          symbol={input?.symbol}
          balance={publicKey && input ? inBalance.balance : undefined}
          onMax={() =>
            inBalance.balance &&
            input &&
            form.setAmount(maxSpendable(inBalance.balance, input.mint === NATIVE_MINT, input.decimals))
          }
          error={form.errors.inputMint ?? form.errors.amount}
          hint={preTrade.inUsd}
          disabled={pending}
        />
        <SwapSidesButton onClick={form.flip} disabled={pending} />
        <TokenAmountField
          id="jupiter-output-amount"
          label="You Receive"
          value={form.selected ? form.selected.uiOutAmount : ''}
          readOnly
          placeholder="0.0"
          token={
            <TokenSearchSelect
              id="jupiter-output-token"
              label="Output token"
              tokens={tokens}
              value={form.outputMint || undefined}
              onChange={form.setOutputMint}
              invalid={Boolean(form.errors.outputMint)}
              disabled={pending}
            />
          }
          symbol={form.output?.symbol}
          balance={publicKey && form.output ? outBalance.balance : undefined}
          error={form.errors.outputMint}
          hint={preTrade.outUsd}
        />
        <SlippageControl
          id="jupiter-slippage"
          value={form.slippage}
          onChange={form.setSlippage}
          presets={SLIPPAGE_PRESETS}
          sliderMax={5}
          fieldMax={50}
          disabled={pending}
        />
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          onClick={form.findBestRoute}
          disabled={form.searching || pending || form.slippageInvalid}
        >
          {form.searching ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
          {form.searching ? 'Finding Routes…' : 'Get Best Route'}
        </Button>
        <RouteList form={form} tokens={tokens} />
        <ImpactNotice
          id="jupiter"
          preTrade={preTrade}
          priceImpact={selected?.priceImpact ?? null}
          disabled={pending}
        />
        {sessionAddress ? (
          <Button
            type="button"
            variant="gradient"
            size="lg"
            className="w-full"
            data-testid="jupiter-execute-button"
            disabled={pending || !selected || preTrade.blocked}
            onClick={() => !preTrade.blocked && void form.execute()}
          >
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Zap aria-hidden />}
            {pending ? PHASE_LABELS[form.swap.state.phase] : (preTrade.insufficient ?? 'Execute Swap')}
          </Button>
        ) : (
          <Button type="button" variant="gradient" size="lg" className="w-full" onClick={openConnectDialog}>
            Connect Wallet to Swap
          </Button>
        )}
        <ResignNotice notice={form.swap.notice} />
        <NewQuoteNotice notice={form.swap.review} />
        <OperationStatus state={form.swap.state} onRetry={() => void form.swap.retry()} />
      </CardContent>
    </Card>
  );
}
