import { Check, Copy, FileCode2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { toast } from '@web/hooks/use-toast';
import { copyToClipboard } from '@web/lib/utils';
import { SOLX_MINT_ADDRESS } from '../solx-token-data';

export function ContractAddress() {
  const [copied, setCopied] = useState(false);
  const address = SOLX_MINT_ADDRESS;

  const copy = async () => {
    if (!address) return;
    const ok = await copyToClipboard(address);
    setCopied(ok);
    toast(
      ok
        ? { title: 'Copied to Clipboard', description: 'Contract address copied.', variant: 'success' }
        : {
            title: 'Copy failed',
            description: 'Your browser blocked clipboard access.',
            variant: 'destructive',
          },
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <FileCode2 className="size-5 shrink-0 text-primary-soft" aria-hidden />
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">Contract address</p>
          {address ? (
            <p className="truncate font-mono text-sm">{address}</p>
          ) : (
            <p className="text-sm font-medium" data-testid="contract-address">
              Not yet deployed
            </p>
          )}
        </div>
      </div>
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button fires no pointer events, so the tooltip hangs on a wrapper. */}
          <span tabIndex={address ? -1 : 0} className="w-fit">
            <Button
              variant="outline"
              size="sm"
              aria-label="Copy contract address"
              disabled={!address}
              onClick={() => void copy()}
            >
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              Copy
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>
          {address ? 'Copy the mint address' : 'The address appears here once the SOLX mint is deployed.'}
        </TooltipContent>
      </Tooltip>
    </Card>
  );
}
