import { Skeleton } from '@web/components/ui/skeleton';
import { formatAmount } from '@web/lib/format';
import { lamportsToSol } from '@shared/solana/amounts';
import { useTokenEstimate } from '../api/get-token-estimate';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';

interface EstimatedCostProps {
  nameLength: number;
  symbolLength: number;
}

function sol(lamports: string): string {
  return formatAmount(lamportsToSol(BigInt(lamports)), 6);
}

/** Real launch cost (rent for mint + token account, plus fees) as the server computes it. */
export function EstimatedCost({ nameLength, symbolLength }: EstimatedCostProps) {
  // Metadata size changes the rent; re-estimate once typing pauses, not on every keystroke.
  const debouncedName = useDebouncedValue(nameLength, 500);
  const debouncedSymbol = useDebouncedValue(symbolLength, 500);
  const { data, isPending, isError } = useTokenEstimate({
    nameLength: debouncedName,
    symbolLength: debouncedSymbol,
  });
  return (
    <div className="min-w-0 text-sm" data-testid="estimated-cost">
      <p className="text-xs tracking-wide text-muted-foreground uppercase">Launch cost</p>
      {isPending ? (
        <Skeleton className="mt-1 h-5 w-28" />
      ) : isError || !data ? (
        <p className="font-medium text-muted-foreground">Unavailable</p>
      ) : (
        <>
          <p className="font-semibold text-foreground" data-testid="estimated-cost-sol">
            {sol(data.lamports)} SOL
          </p>
          <p className="text-xs text-muted-foreground" data-testid="estimated-cost-exact">
            Exact rent and network fee for this name and symbol on this network (never more)
          </p>
          <p className="text-xs text-muted-foreground">
            Mint rent {sol(data.breakdown.mintRent)} · account rent {sol(data.breakdown.tokenAccountRent)} ·
            fee {sol(data.breakdown.networkFee)}
          </p>
        </>
      )}
    </div>
  );
}
