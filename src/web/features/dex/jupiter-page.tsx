import { AlertTriangle } from 'lucide-react';
import { PageHeader } from '@web/components/common/page-header';
import { useDexTokens } from '@web/entities/exchange/exchange-queries';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { JupiterSwapCard } from './components/jupiter-swap-card';
import { TokenPrices } from './components/token-prices';
import { useJupiterSwap } from './hooks/use-jupiter-swap';

/** Route /jupiter (spec §2.10): best-route search over all pools and atomic execution of the chosen route. */
export default function JupiterPage() {
  const tokens = useDexTokens();
  const list = tokens.data?.tokens ?? [];
  const form = useJupiterSwap(list);

  return (
    <div className="space-y-6">
      <PageHeader title="Jupiter Swap">
        The best price across every pool: direct, through an intermediate token, or split between pools.
      </PageHeader>
      {tokens.isError && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden />
          <AlertTitle>Tokens could not be loaded</AlertTitle>
          <AlertDescription>{tokens.error.message}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3">
          {tokens.isPending ? (
            <Skeleton className="h-[32rem] w-full" />
          ) : (
            <JupiterSwapCard form={form} tokens={list} />
          )}
        </div>
        <div className="min-w-0 lg:col-span-2">
          <TokenPrices tokens={list} />
        </div>
      </div>
    </div>
  );
}
