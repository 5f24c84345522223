import { History } from 'lucide-react';
import type { Pool } from '@shared/schemas/dex';
import { formatPrice, formatUi } from '@web/entities/trade/trade-format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { shortAddress } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useTrades } from '../api/get-trades';

/** The pool's latest executed swaps, from the exchange's records of confirmed transactions. */
export function RecentTrades({ pool }: { pool: Pool | undefined }) {
  const trades = useTrades(pool?.id);
  const list = trades.data?.trades ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-5 text-primary" aria-hidden />
          Recent Trades
        </CardTitle>
      </CardHeader>
      <CardContent>
        {trades.isPending && pool ? (
          <Skeleton className="h-24 w-full" />
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No trades yet.</p>
        ) : (
          <div className="-mx-2 overflow-x-auto">
            <table className="w-full min-w-[30rem] text-sm" data-testid="recent-trades">
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th className="px-2 py-1.5 font-medium">Time</th>
                  <th className="px-2 py-1.5 font-medium">Side</th>
                  <th className="px-2 py-1.5 text-right font-medium">Price</th>
                  <th className="px-2 py-1.5 text-right font-medium">Paid</th>
                  <th className="px-2 py-1.5 text-right font-medium">Received</th>
                  <th className="px-2 py-1.5 text-right font-medium">Wallet</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border/50">
                {list.map((trade) => (
                  <tr key={trade.signature} className="tabular-nums">
                    <td className="px-2 py-1.5 text-muted-foreground">
                      {new Date(trade.time).toLocaleTimeString()}
                    </td>
                    <td
                      className={cn(
                        'px-2 py-1.5 font-medium capitalize',
                        trade.side === 'buy' ? 'text-success' : 'text-destructive',
                      )}
                    >
                      {trade.side}
                    </td>
                    <td className="px-2 py-1.5 text-right">{formatPrice(trade.price)}</td>
                    <td className="px-2 py-1.5 text-right">
                      {formatUi(trade.uiAmountIn, 4)} {trade.inputSymbol}
                    </td>
                    <td className="px-2 py-1.5 text-right">
                      {formatUi(trade.uiAmountOut, 4)} {trade.outputSymbol}
                    </td>
                    <td
                      className="px-2 py-1.5 text-right font-mono text-xs text-muted-foreground"
                      title={trade.wallet}
                    >
                      {shortAddress(trade.wallet)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
