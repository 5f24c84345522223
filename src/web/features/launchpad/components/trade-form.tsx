import { CURVE_SLIPPAGE_PRESETS, launchpadMessages } from '@shared/schemas/launchpad';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { NewQuoteNotice } from '@web/entities/trade/new-quote-notice';
import { SlippageControl } from '@web/entities/trade/slippage-control';
import { OperationStatus } from '@web/entities/operations';
import { useTradeForm } from '../hooks/use-trade-form';
import { CurveQuoteDetails } from './curve-quote-details';
import { TradeBalance } from './trade-balance';
import { TradeReceived } from './trade-received';

/** Buy with SOL or sell tokens on the curve; the quote is the server's at the curve's state now. */
export function TradeForm({ mint, symbol }: { mint: string; symbol: string }) {
  const form = useTradeForm(mint);
  const { side, quote, tradeRunner } = form;
  const pending = tradeRunner.isPending;
  const label = form.overBalance
    ? side === 'buy'
      ? launchpadMessages.insufficientSol
      : `Insufficient ${symbol} balance`
    : side === 'buy'
      ? `Buy ${symbol}`
      : `Sell ${symbol}`;
  return (
    <div className="min-w-0 space-y-3" data-testid="trade-form">
      <Tabs value={side} onValueChange={(v) => form.setSide(v as 'buy' | 'sell')}>
        <TabsList className="w-full">
          <TabsTrigger value="buy" className="flex-1" disabled={pending}>
            Buy
          </TabsTrigger>
          <TabsTrigger value="sell" className="flex-1" disabled={pending}>
            Sell
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="space-y-1.5">
        <Label htmlFor="curve-amount">{side === 'buy' ? 'Amount (SOL)' : `Amount (${symbol})`}</Label>
        <Input
          id="curve-amount"
          inputMode="decimal"
          value={form.amount}
          onChange={(e) => form.setAmount(e.target.value)}
          placeholder="0.0"
          disabled={pending}
          aria-invalid={form.overBalance}
        />
        <TradeBalance
          side={side}
          balance={form.held}
          symbol={side === 'buy' ? 'SOL' : symbol}
          onPick={form.setAmount}
          disabled={pending}
        />
      </div>
      <SlippageControl
        id="curve-slippage"
        value={form.slippage}
        onChange={form.setSlippage}
        presets={CURVE_SLIPPAGE_PRESETS}
        sliderMax={10}
        fieldMax={50}
        disabled={pending}
      />
      {quote.data ? (
        <CurveQuoteDetails quote={quote.data} symbol={symbol} />
      ) : quote.error ? (
        <p className="text-sm text-destructive">{quote.error.message}</p>
      ) : null}
      <NewQuoteNotice notice={form.notice} />
      {form.soldOut ? (
        <p className="text-sm text-destructive" role="alert" data-testid="curve-sold-out">
          {form.soldOut}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        You sign once for at least the minimum received. The quote counts the trades other wallets planned
        just before yours. The trade executes at the curve&apos;s price when its turn comes and the platform pays you the rest; if the curve moved more than your slippage, nothing is
        sent and you get a new quote.
      </p>
      <Button className="w-full" disabled={!form.canTrade} onClick={form.submit}>
        {label}
      </Button>
      <OperationStatus state={tradeRunner.state} onRetry={tradeRunner.retry} />
      <TradeReceived
        operation={tradeRunner.state.operation}
        phase={tradeRunner.state.phase}
        symbol={symbol}
      />
    </div>
  );
}
