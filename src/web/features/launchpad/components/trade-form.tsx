import { useState } from 'react';
import { CURVE_SLIPPAGE_PRESETS, DEFAULT_CURVE_SLIPPAGE } from '@shared/schemas/launchpad';
import { formatBaseUnits, withThousands } from '@shared/solana/amounts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { isSlippageInRange, SlippageControl } from '@web/entities/trade/slippage-control';
import { OperationStatus } from '@web/lib/operations';
import { useCurveQuote } from '../api/get-curve-quote';
import { useLaunchpad } from '../hooks/use-launchpad';
import { TradeReceived } from './trade-received';

/** Buy with SOL or sell tokens on the curve; the quote is the server's at the curve's state now. */
export function TradeForm({ mint, symbol }: { mint: string; symbol: string }) {
  const { trade, tradeRunner } = useLaunchpad();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState<number>(DEFAULT_CURVE_SLIPPAGE);
  const clean = amount.replace(/,/g, '').trim();
  const quote = useCurveQuote(mint, side, clean, slippage);
  const q = quote.data;
  const slippageOk = isSlippageInRange(slippage, 0.1, 50);
  const tokens = (units: string) => `${withThousands(formatBaseUnits(BigInt(units), 6))} ${symbol}`;
  const sol = (lamports: string) => `${formatBaseUnits(BigInt(lamports), 9)} SOL`;
  return (
    <div className="min-w-0 space-y-3" data-testid="trade-form">
      <Tabs value={side} onValueChange={(v) => setSide(v as 'buy' | 'sell')}>
        <TabsList className="w-full">
          <TabsTrigger value="buy" className="flex-1">
            Buy
          </TabsTrigger>
          <TabsTrigger value="sell" className="flex-1">
            Sell
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <div className="space-y-1.5">
        <Label htmlFor="curve-amount">{side === 'buy' ? 'Amount (SOL)' : `Amount (${symbol})`}</Label>
        <Input
          id="curve-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="0.0"
        />
      </div>
      <SlippageControl
        id="curve-slippage"
        value={slippage}
        onChange={setSlippage}
        presets={CURVE_SLIPPAGE_PRESETS}
        sliderMax={10}
        fieldMax={50}
        disabled={tradeRunner.isPending}
      />
      {q ? (
        <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="curve-quote">
          <dt className="text-muted-foreground">{side === 'buy' ? 'You receive' : 'You sell'}</dt>
          <dd className="text-right break-all">{tokens(q.tokens)}</dd>
          <dt className="text-muted-foreground">{side === 'buy' ? 'You pay' : 'You receive'}</dt>
          <dd className="text-right break-all">{sol(q.totalLamports)}</dd>
          <dt className="text-muted-foreground">Minimum received</dt>
          <dd className="text-right break-all" data-testid="curve-minimum">
            {side === 'buy' ? tokens(q.minimumReceived) : sol(q.minimumReceived)}
          </dd>
          <dt className="text-muted-foreground">Platform fee (1%)</dt>
          <dd className="text-right break-all">{sol(q.feeLamports)}</dd>
          <dt className="text-muted-foreground">Progress after</dt>
          <dd className="text-right">{`${q.progressAfter.toFixed(2)}%`}</dd>
        </dl>
      ) : quote.error ? (
        <p className="text-sm text-destructive">{quote.error.message}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        You sign once for at least the minimum received. The trade executes at the curve&apos;s price when its
        turn comes and the platform pays you the rest; if the curve moved more than your slippage, nothing is
        sent and you get a new quote.
      </p>
      <Button
        className="w-full"
        disabled={!q || !slippageOk || tradeRunner.isPending}
        onClick={() => void trade(side, mint, clean, slippage, (ok) => ok && setAmount(''))}
      >
        {side === 'buy' ? `Buy ${symbol}` : `Sell ${symbol}`}
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
