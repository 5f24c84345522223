import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { cn, copyToClipboard } from '@web/lib/utils';

export const COPIED_TITLE = 'Copied to Clipboard';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name and the toast ("Mint address"). */
  label: string;
  /** The toast's title; part 2 of the spec (Wallet Generator) says 'Copied!'. */
  title?: string;
  className?: string;
}

/** Icon button that copies `value` and confirms with a toast, by default the spec's 'Copied to Clipboard'. */
export function CopyButton({ value, label, title = COPIED_TITLE, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyToClipboard(value)) {
      setCopied(true);
      toast({ title, description: `${label} copied.`, variant: 'success' });
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
      className={cn('size-7 shrink-0', className)}
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
