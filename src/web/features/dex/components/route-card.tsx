import { CheckCircle2 } from 'lucide-react';
import type { Route, TokenRef } from '@shared/schemas/dex';
import { formatImpact, formatUi, hasLamports } from '@web/entities/trade/trade-format';
import { Badge } from '@web/components/ui/badge';
import { formatLamports } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { impactBand } from '../lib/pre-trade';
import { legShare, ROUTE_KIND_LABEL, routePath, routeVenues } from '../lib/route-display';

interface RouteCardProps {
  route: Route;
  best: boolean;
  selected: boolean;
  input: TokenRef;
  output: TokenRef;
  symbolOf: (mint: string) => string;
  onSelect: () => void;
  disabled?: boolean;
}

const IMPACT = { ok: 'success', warn: 'warning', danger: 'destructive', confirm: 'destructive' } as const;

/** One candidate route: its venues, amounts, price impact and each market's venue, pool and fee; a radio to choose it. */
export function RouteCard({
  route,
  best,
  selected,
  input,
  output,
  symbolOf,
  onSelect,
  disabled,
}: RouteCardProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      disabled={disabled}
      onClick={onSelect}
      data-testid="route-card"
      className={cn(
        'w-full space-y-3 rounded-xl border p-3 text-left transition-colors sm:p-4',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60',
        selected ? 'border-primary bg-primary/10' : 'border-border bg-background/40 hover:border-primary/50',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{ROUTE_KIND_LABEL[route.kind]}</Badge>
          <Badge variant="secondary" data-testid="route-venue">
            {routeVenues(route)}
          </Badge>
          {best && <Badge variant="gradient">Best</Badge>}
          <Badge variant={IMPACT[impactBand(route.priceImpact)]} data-band={impactBand(route.priceImpact)}>
            Impact {formatImpact(route.priceImpact)}
          </Badge>
        </div>
        {selected && <CheckCircle2 className="size-5 text-primary" aria-hidden />}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-lg font-bold tabular-nums" data-testid="route-out">
          {formatUi(route.uiOutAmount)} {output.symbol}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          for {formatUi(route.uiInAmount)} {input.symbol} · min {formatUi(route.uiMinimumReceived)}{' '}
          {output.symbol}
        </span>
      </div>
      <p className="truncate text-xs text-muted-foreground">{routePath(route, symbolOf)}</p>
      <ul className="space-y-1">
        {route.marketInfos.map((market, index) => (
          <li key={`${market.id}-${index}`} className="flex items-center justify-between gap-2 text-xs">
            <span className="truncate">
              {market.venue === market.label ? market.label : `${market.venue} · ${market.label}`}
              {route.kind === 'split' && market.inputMint === input.mint && (
                <span className="text-muted-foreground">
                  {' '}
                  · {Math.round(legShare(route, market.inAmount))}%
                </span>
              )}
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">fee {market.fee}%</span>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground tabular-nums">
        <span data-testid="route-network-fee">Network fee {formatLamports(route.networkFeeLamports)}</span>
        {hasLamports(route.rentLamports) && (
          <span data-testid="route-rent">New account rent {formatLamports(route.rentLamports)}</span>
        )}
      </p>
    </button>
  );
}
