import { useState } from 'react';
import { formatBaseUnits, withThousands } from '@shared/solana/amounts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { OperationStatus } from '@web/lib/operations';
import { useCurveQuote } from '../api/get-curve-quote';
import { useLaunchpad } from '../hooks/use-launchpad';

/** Buy with SOL or sell tokens on the curve; the quote is the server's at the curve's state now. */
export function TradeForm({ mint, symbol }: { mint: string; symbol: string }) {
  const { trade, tradeRunner } = useLaunchpad();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [amount, setAmount] = useState('');
  const clean = amount.replace(/,/g, '').trim();
  const quote = useCurveQuote(mint, side, clean);
  const q = quote.data;
  return (
    <div className="space-y-3" data-testid="trade-form">
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
      {q ? (
        <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="curve-quote">
          <dt className="text-muted-foreground">{side === 'buy' ? 'You receive' : 'You sell'}</dt>
          <dd className="text-right">{`${withThousands(formatBaseUnits(BigInt(q.tokens), 6))} ${symbol}`}</dd>
          <dt className="text-muted-foreground">{side === 'buy' ? 'You pay' : 'You receive'}</dt>
          <dd className="text-right">{`${formatBaseUnits(BigInt(q.totalLamports), 9)} SOL`}</dd>
          <dt className="text-muted-foreground">Platform fee (1%)</dt>
          <dd className="text-right">{`${formatBaseUnits(BigInt(q.feeLamports), 9)} SOL`}</dd>
          <dt className="text-muted-foreground">Progress after</dt>
          <dd className="text-right">{`${q.progressAfter.toFixed(2)}%`}</dd>
        </dl>
      ) : quote.error ? (
        <p className="text-sm text-destructive">{quote.error.message}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        The transaction fixes both amounts: you never pay more or receive less than shown. If the curve moves
        first, the platform refuses to co-sign and you quote again.
      </p>
      <Button
        className="w-full"
        disabled={!q || tradeRunner.isPending}
        onClick={() => void trade(side, mint, clean, (ok) => ok && setAmount(''))}
      >
        {side === 'buy' ? `Buy ${symbol}` : `Sell ${symbol}`}
      </Button>
      <OperationStatus state={tradeRunner.state} onRetry={tradeRunner.retry} />
    </div>
  );
}
