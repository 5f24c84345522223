import { useState } from 'react';
import type { TokenRef } from '@shared/schemas/dex';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/utils';

interface TokenSelectProps {
  id: string;
  label: string;
  tokens: readonly TokenRef[];
  value: string | undefined;
  onChange: (mint: string) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
}

interface TokenBadgeProps {
  symbol: string;
  /** The app-served logo; without one (or if it fails to load) the symbol's first letters show. */
  logoUri?: string | null;
  className?: string;
}

/** The token's logo, or a round badge with the symbol's first letters. */
export function TokenBadge({ symbol, logoUri, className }: TokenBadgeProps) {
  const [failed, setFailed] = useState(false);
  if (logoUri && !failed) {
    return (
      <img
        src={logoUri}
        alt=""
        aria-hidden
        loading="lazy"
        data-testid="token-logo"
        onError={() => setFailed(true)}
        className={cn('size-6 shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-solana-purple/70',
        'to-solana-green/70 text-[0.6rem] font-bold text-white uppercase',
        className,
      )}
    >
      {symbol.slice(0, 2)}
    </span>
  );
}

/** A token chooser over mints; shows symbol and name, keyed by mint (symbols are not unique). */
export function TokenSelect(props: TokenSelectProps) {
  const { id, label, tokens, value, onChange, placeholder = 'Token', disabled, invalid } = props;
  return (
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger
        id={id}
        aria-label={label}
        aria-invalid={invalid}
        className={cn('h-11 w-32 shrink-0 sm:w-40 [&_[data-token-name]]:hidden', props.className)}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className="max-h-80">
        {tokens.map((token) => (
          <SelectItem key={token.mint} value={token.mint}>
            <span className="flex items-center gap-2">
              <TokenBadge symbol={token.symbol} logoUri={token.logoUri} />
              <span className="font-medium">{token.symbol}</span>
              <span data-token-name className="hidden truncate text-xs text-muted-foreground sm:inline">
                {token.name}
              </span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
