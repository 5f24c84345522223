import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { formatInteger } from '@web/lib/format';
import { cn } from '@web/lib/utils';

/** Header status line: the server's cluster label ("Local Chain Connected", …). */
export function NetworkStatus() {
  const { data, isPending, isError } = useChainStatus();

  const tone = isPending ? 'pending' : isError ? 'error' : 'ok';
  const label = isPending ? 'Connecting…' : isError ? 'Network Unavailable' : data.label;

  const line = (
    <p
      data-testid="network-status"
      data-state={tone}
      className={cn(
        'flex items-center gap-1.5 text-xs',
        tone === 'error' ? 'text-destructive' : tone === 'ok' ? 'text-success' : 'text-muted-foreground',
      )}
      role="status"
    >
      <span className="relative flex size-2">
        {tone === 'ok' ? (
          <span
            className="absolute inline-flex size-full animate-ping rounded-full bg-success/60"
            aria-hidden
          />
        ) : null}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            tone === 'error'
              ? 'bg-destructive'
              : tone === 'ok'
                ? 'bg-success'
                : 'animate-pulse bg-muted-foreground',
          )}
          aria-hidden
        />
      </span>
      <span className="truncate">{label}</span>
    </p>
  );

  if (!data) return line;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{line}</TooltipTrigger>
      <TooltipContent side="bottom" align="start">
        <p className="font-mono">{data.rpcUrl}</p>
        <p className="text-muted-foreground">Slot {formatInteger(data.slot)}</p>
      </TooltipContent>
    </Tooltip>
  );
}
