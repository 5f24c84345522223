import { Hexagon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@web/lib/utils';

/** The SOLX mark from /logo.svg; falls back to a generic icon when the image cannot load. */
export function BrandLogo({ className }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        data-testid="brand-logo-fallback"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-solana-purple to-solana-green',
          className,
        )}
      >
        <Hexagon className="size-5 text-white" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src="/logo.svg"
      alt=""
      width={36}
      height={36}
      className={cn('size-9 shrink-0 rounded-xl', className)}
      onError={() => setFailed(true)}
    />
  );
}
