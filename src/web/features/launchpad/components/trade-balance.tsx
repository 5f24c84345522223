import { Wallet } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { formatUi } from '@web/lib/format';
import { SELL_SHARES, shareOf } from '../lib/sell-amount';

/**
 * The wallet's balance of what it pays with: the token on the Sell tab, with quick shares of it (as the
 * swap screens' Max); SOL on the Buy tab, without them (all of it would leave nothing for the fees).
 */
export function TradeBalance(props: {
  side: 'buy' | 'sell';
  balance: string | null;
  symbol: string;
  onPick: (amount: string) => void;
  disabled: boolean;
}) {
  const { side, balance, symbol, onPick, disabled } = props;
  const empty = balance === null || !(Number(balance) > 0);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
      <span className="flex min-w-0 items-center gap-1.5" data-testid={`curve-${side}-balance`}>
        <Wallet className="size-3.5 shrink-0" aria-hidden />
        <span className="truncate tabular-nums">
          {balance === null ? '—' : `${formatUi(balance, side === 'buy' ? 4 : 6)} ${symbol}`}
        </span>
      </span>
      {side === 'sell' ? (
        <span className="flex gap-1" role="group" aria-label="Share of balance">
          {SELL_SHARES.map((percent) => (
            <Button
              key={percent}
              type="button"
              size="sm"
              variant="outline"
              className="h-6 px-2 text-xs"
              disabled={disabled || empty}
              onClick={() => balance !== null && onPick(shareOf(balance, percent))}
            >
              {percent}%
            </Button>
          ))}
        </span>
      ) : null}
    </div>
  );
}
