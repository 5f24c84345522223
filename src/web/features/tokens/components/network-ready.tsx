import { cn } from '@web/lib/utils';
import { useChainStatus } from '@web/entities/chain/chain-status';

/** Green once the server's cluster answers `GET /api/chain/status`. */
export function NetworkReady({ className }: { className?: string }) {
  const { data, isPending, isError } = useChainStatus();
  const tone = isError ? 'bg-destructive' : isPending ? 'bg-warning animate-pulse' : 'bg-success';
  const label = isError ? 'Network Unavailable' : isPending ? 'Connecting to network…' : 'Network Ready';
  return (
    <div
      data-testid="network-ready"
      data-state={isError ? 'error' : isPending ? 'pending' : 'ready'}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-border bg-card/60 px-3 py-1 text-xs font-medium',
        className,
      )}
    >
      <span className={cn('size-2 rounded-full', tone)} aria-hidden />
      <span>{label}</span>
      {data && <span className="text-muted-foreground">· {data.label}</span>}
    </div>
  );
}
