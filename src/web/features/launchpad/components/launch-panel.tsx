import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatBaseUnits } from '@shared/solana/amounts';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSolUsd } from '@web/entities/exchange/price-queries';
import {
  formatBase,
  formatInteger,
  formatPercent,
  formatPriceInSol,
  formatSol,
  formatSolInUsd,
  shortAddress,
} from '@web/lib/format';
import { useLaunch } from '../api/get-launch';
import { PriceChart } from './price-chart';
import { SolFigure } from './sol-figure';
import { TradeForm } from './trade-form';

/** A launch's trade panel: buy/sell, chart from real trades, progress to graduation, holders, trades. */
export function LaunchPanel({ mint }: { mint: string }) {
  const { data: l, isPending } = useLaunch(mint);
  const solUsd = useSolUsd();
  if (isPending || !l) return <Skeleton className="h-96 w-full" />;
  const raisedSol = Number(formatBaseUnits(BigInt(l.raised), 9));
  const raisedUsd = formatSolInUsd(raisedSol, solUsd);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="launch-panel">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{`${l.name} ($${l.symbol})`}</CardTitle>
            <Badge>{l.status === 'graduated' ? 'Graduated' : l.badge}</Badge>
          </div>
          <CardDescription className="break-words">{l.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-1.5">
            <div className="flex justify-between text-sm">
              <span>Bonding curve progress</span>
              <span data-testid="launch-progress">{formatPercent(l.progress, 2)}</span>
            </div>
            <Progress value={l.progress} aria-label="Progress to graduation" />
            <p className="text-xs text-muted-foreground">
              {l.status === 'graduated'
                ? 'Sold out: the raise and the reserved tokens now form a constant-product pool whose LP tokens were burned.'
                : `${formatSol(raisedSol)}${raisedUsd === null ? '' : ` (${raisedUsd})`} raised on the ${l.curve} curve. When the curve's 793.1M tokens are sold it graduates to a pool by itself.`}
            </p>
          </div>
          <PriceChart points={l.chart} />
          <div className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <SolFigure
              label="Price"
              sol={formatPriceInSol(l.priceSol)}
              usd={formatSolInUsd(l.priceSol, solUsd, true)}
              testId="launch-price"
            />
            <SolFigure
              label="Market cap"
              sol={formatSol(l.marketCapSol)}
              usd={formatSolInUsd(l.marketCapSol, solUsd)}
              testId="launch-market-cap"
            />
            <div>
              <p className="text-muted-foreground">Trades</p>
              <p className="tabular-nums">{formatInteger(l.trades)}</p>
            </div>
            <SolFigure label="Volume" sol={formatSol(l.volumeSol)} usd={formatSolInUsd(l.volumeSol, solUsd)} />
          </div>
          {solUsd === null ? (
            <p className="text-xs text-muted-foreground" data-testid="launch-no-usd">
              Figures in SOL only: no pool prices SOL in USD yet.
            </p>
          ) : null}
          {l.poolId ? (
            <Link
              to="/raydium-amm"
              className="inline-flex items-center gap-1 text-sm text-primary underline"
              data-testid="graduated-pool-link"
            >
              Trade in its pool {shortAddress(l.poolId)} <ExternalLink className="size-3" aria-hidden />
            </Link>
          ) : null}
        </CardContent>
      </Card>
      <div className="space-y-6">
        {l.status === 'live' ? (
          <Card>
            <CardHeader>
              <CardTitle>Trade</CardTitle>
            </CardHeader>
            <CardContent>
              <TradeForm mint={l.mint} symbol={l.symbol} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Holders</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm" data-testid="launch-holders">
              {l.holders.map((h) => (
                <li key={h.owner} className="flex justify-between gap-2">
                  <span className="font-mono">
                    {h.owner === l.creator ? `${shortAddress(h.owner)} (creator)` : shortAddress(h.owner)}
                  </span>
                  <span>{formatPercent(h.percent, 2)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-muted-foreground">
              The largest holder while trading is the curve's vault, owned by the platform.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent Trades</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm" data-testid="launch-trades">
              {l.recentTrades.slice(0, 15).map((t) => (
                <li key={t.signature} className="flex justify-between gap-2">
                  <span className={t.side === 'buy' ? 'text-success' : 'text-destructive'}>{t.side}</span>
                  <span className="font-mono">{shortAddress(t.wallet)}</span>
                  <span className="tabular-nums">{`${formatBase(t.tokens, 6, 0)} for ${formatBase(t.lamports, 9, 4)} SOL`}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
