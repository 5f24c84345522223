import type { HoldingKind, PortfolioToken } from '@shared/schemas/portfolio';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { formatPercent, formatTokenAmount, formatUsd, formatUsdPrice } from '@web/lib/format';

const balance = (t: PortfolioToken) => formatTokenAmount(t.balance);

const changeClass = (v: number) =>
  v > 0 ? 'text-success' : v < 0 ? 'text-destructive' : 'text-muted-foreground';

/** What a holding is, where its name does not say it (a CLMM position's and a stake's names do). */
const KIND_BADGE: Partial<Record<HoldingKind, string>> = { lp: 'LP token', curve: 'On bonding curve' };

/**
 * Symbol, name, balance, value, price, 24 h change (spec), plus P&L by the chosen cost basis. Below `sm`
 * the balance moves under the name and price and 24 h change are left out, so a row fits a phone (the
 * Performance tab still sorts by the change).
 */
export function HoldingsTable({ tokens }: { tokens: PortfolioToken[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm sm:min-w-[640px]" data-testid="holdings-table">
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th className="py-2 pr-3 font-medium">Token</th>
            <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Balance</th>
            <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Price</th>
            <th className="py-2 pr-3 text-right font-medium">Value</th>
            <th className="hidden py-2 pr-3 text-right font-medium sm:table-cell">24h</th>
            <th className="py-2 text-right font-medium">P&L</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((t) => (
            <tr key={t.address} className="border-b border-border/50" data-testid="holding-row">
              <td className="py-2 pr-3">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {t.symbol}
                  {KIND_BADGE[t.kind] ? (
                    <Badge variant="secondary" data-testid="holding-kind">
                      {KIND_BADGE[t.kind]}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">{t.name}</p>
                <p className="text-xs tabular-nums sm:hidden">{balance(t)}</p>
              </td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{balance(t)}</td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                {t.price === null ? '—' : formatUsdPrice(t.price)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(t.value)}</td>
              <td
                className={cn(
                  'hidden py-2 pr-3 text-right tabular-nums sm:table-cell',
                  changeClass(t.changePercent24h),
                )}
              >
                {formatPercent(t.changePercent24h, 2)}
              </td>
              <td className={cn('py-2 text-right tabular-nums', changeClass(t.pnl))}>{formatUsd(t.pnl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Per-token allocation percent beside the pie's colours. */
export function AllocationList({ tokens, colors }: { tokens: PortfolioToken[]; colors: string[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {tokens
        .filter((t) => t.value > 0)
        .map((t, i) => (
          <li key={t.address} className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <span
                className="size-3 rounded-full"
                style={{ background: colors[i % colors.length] }}
                aria-hidden
              />
              {t.symbol}
            </span>
            <span className="tabular-nums">{formatPercent(t.allocation, 2)}</span>
          </li>
        ))}
    </ul>
  );
}
