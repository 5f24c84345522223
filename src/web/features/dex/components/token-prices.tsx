import { Coins } from 'lucide-react';
import type { DexToken } from '@shared/schemas/dex';
import { TokenBadge } from '@web/entities/trade/token-select';
import { formatUsdPrice } from '@web/lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** Every routable token with its USD price from the exchange's pools (— when no pool prices it). */
export function TokenPrices({ tokens }: { tokens: readonly DexToken[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Coins className="size-5 text-primary" aria-hidden />
          Tokens
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border/50" data-testid="token-prices">
          {tokens.map((token) => (
            <li key={token.mint} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <TokenBadge symbol={token.symbol} logoUri={token.logoUri} />
                <span className="font-medium">{token.symbol}</span>
                <span className="truncate text-xs text-muted-foreground">{token.name}</span>
              </span>
              <span className="shrink-0 tabular-nums">
                {token.priceUsd === null ? '—' : formatUsdPrice(token.priceUsd)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
