import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { walletMessages } from '@shared/schemas/wallet';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/hooks/use-toast';
import { copyToClipboard } from '@web/lib/utils';

/** Copy with the Wallet Generator's own spec toast, 'Copied!'. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyToClipboard(value)) {
      setCopied(true);
      toast({
        title: walletMessages.copied,
        description: `${label} copied to the clipboard.`,
        variant: 'success',
      });
    } else {
      toast({
        title: 'Copy Failed',
        description: 'The browser did not allow copying.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="size-7 shrink-0"
      aria-label={`Copy ${label.toLowerCase()}`}
      title={`Copy ${label.toLowerCase()}`}
      onClick={() => void copy()}
    >
      {copied ? (
        <Check className="size-3.5 text-success" aria-hidden />
      ) : (
        <Copy className="size-3.5" aria-hidden />
      )}
    </Button>
  );
}
