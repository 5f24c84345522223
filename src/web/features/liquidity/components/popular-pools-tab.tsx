import { Plus } from 'lucide-react';
import type { Pool } from '@shared/schemas/dex';
import { formatApr, formatPrice } from '@web/entities/trade/trade-format';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatCompactUsd, formatPercent } from '@web/lib/format';
import { cn } from '@web/lib/utils';

interface PopularPoolsTabProps {
  pools: readonly Pool[] | undefined;
  loading: boolean;
  /** The query's failure, shown instead of "No pools yet." */
  error: Error | null;
  onAdd: (pool: Pool) => void;
}

/** Real pools by TVL with their 24 h volume and fees (part 2: popular pools, now from the chain). */
export function PopularPoolsTab({ pools, loading, error, onAdd }: PopularPoolsTabProps) {
  if (loading) return <Skeleton className="h-32 w-full" />;
  if (error)
    return (
      <p className="py-8 text-center text-sm text-destructive">Could not load the pools: {error.message}</p>
    );
  if (!pools || pools.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">No pools yet.</p>;
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full text-sm sm:min-w-[40rem]" data-testid="popular-pools">
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-2 py-2 font-medium">Pool</th>
            <th className="px-2 py-2 text-right font-medium">TVL</th>
            <th className="px-2 py-2 text-right font-medium">Volume 24h</th>
            <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">Fees 24h</th>
            <th className="px-2 py-2 text-right font-medium">APR</th>
            <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">Price</th>
            <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">24h</th>
            <th className="px-2 py-2" aria-label="Actions" />
          </tr>
        </thead>
        <tbody className="divide-y divide-border/50">
          {pools.map((pool) => (
            <tr key={pool.id} className="tabular-nums">
              <td className="px-2 py-2">
                <span className="font-medium">{pool.label}</span>
                <span className="ml-1.5 text-xs text-muted-foreground">{pool.feeBps / 100}%</span>
              </td>
              <td className="px-2 py-2 text-right">
                {pool.tvlUsd === null ? '—' : formatCompactUsd(pool.tvlUsd)}
              </td>
              <td className="px-2 py-2 text-right">{formatCompactUsd(pool.volume24hUsd)}</td>
              <td className="hidden px-2 py-2 text-right sm:table-cell">
                {formatCompactUsd(pool.fees24hUsd)}
              </td>
              <td className="px-2 py-2 text-right">{formatApr(pool.apr)}</td>
              <td className="hidden px-2 py-2 text-right sm:table-cell">{formatPrice(pool.price)}</td>
              <td
                className={cn(
                  'hidden px-2 py-2 text-right sm:table-cell',
                  pool.priceChange24h >= 0 ? 'text-success' : 'text-destructive',
                )}
              >
                {pool.priceChange24h >= 0 ? '+' : ''}
                {formatPercent(pool.priceChange24h, 2)}
              </td>
              <td className="px-2 py-2 text-right">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => onAdd(pool)}
                  aria-label={`Add liquidity to ${pool.label}`}
                >
                  <Plus aria-hidden />
                  Add
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
