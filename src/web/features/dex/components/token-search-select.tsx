import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { TokenRef } from '@shared/schemas/dex';
import { isValidAddress } from '@shared/solana/address';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input, fieldClassName } from '@web/components/ui/input';
import { TokenBadge } from '@web/entities/trade/token-select';
import { shortAddress } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { searchTokens } from '../lib/token-search';

interface TokenSearchSelectProps {
  id: string;
  label: string;
  tokens: readonly TokenRef[];
  value: string | undefined;
  onChange: (mint: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/** A token chooser that searches by symbol or name and takes a pasted mint (Enter picks the first match). */
export function TokenSearchSelect({
  id,
  label,
  tokens,
  value,
  onChange,
  disabled,
  invalid,
}: TokenSearchSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selected = tokens.find((t) => t.mint === value);
  const matches = searchTokens(tokens, query);
  const pasted = query.trim();
  const unknownMint = matches.length === 0 && isValidAddress(pasted);
  const pick = (mint: string) => {
    onChange(mint);
    setOpen(false);
    setQuery('');
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        id={id}
        type="button"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-invalid={invalid}
        disabled={disabled}
        onClick={() => setOpen(true)}
        className={cn(fieldClassName, 'flex h-11 w-32 shrink-0 items-center justify-between gap-2 sm:w-40')}
      >
        {selected ? (
          <span className="flex min-w-0 items-center gap-2">
            <TokenBadge symbol={selected.symbol} logoUri={selected.logoUri} />
            <span className="font-medium">{selected.symbol}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">Token</span>
        )}
        <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden />
      </button>
      <DialogContent className="max-w-md gap-3">
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>Search by symbol or name, or paste a mint address.</DialogDescription>
        </DialogHeader>
        <Input
          autoFocus
          aria-label="Search tokens"
          placeholder="SOL, USD Coin or a mint address"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            const first = matches[0];
            if (e.key === 'Enter' && first) pick(first.mint);
          }}
        />
        <div role="listbox" aria-label="Tokens" className="-mx-2 max-h-80 overflow-y-auto">
          {matches.map((token) => (
            <button
              key={token.mint}
              type="button"
              role="option"
              aria-selected={token.mint === value}
              onClick={() => pick(token.mint)}
              className={cn(
                'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm hover:bg-muted',
                'focus-visible:bg-muted focus-visible:outline-none aria-selected:bg-primary/10',
              )}
            >
              <TokenBadge symbol={token.symbol} logoUri={token.logoUri} className="size-7" />
              <span className="font-medium">{token.symbol}</span>
              <span className="min-w-0 flex-1 truncate text-muted-foreground">{token.name}</span>
              <span className="shrink-0 font-mono text-xs text-muted-foreground">
                {shortAddress(token.mint)}
              </span>
            </button>
          ))}
        </div>
        {matches.length === 0 ? (
          <p
            role="status"
            className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground"
          >
            {unknownMint
              ? 'No pool trades this mint yet, so no route can reach it. Pools open on Raydium AMM, CLMM and Pump.fun.'
              : `No token matches “${pasted}”.`}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
