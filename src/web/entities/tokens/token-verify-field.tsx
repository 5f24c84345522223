import { BadgeCheck, Loader2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { tokenVerifyMessages, type VerifiedToken } from '@shared/schemas/token-verify';
import { withThousands } from '@shared/solana/amounts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatAmount } from '@web/lib/format';
import { useWalletHoldings } from '@web/wallet';
import { toast } from '@web/lib/toast';
import { failureText } from '@web/entities/operations';
import { useVerifyToken } from '@web/entities/tokens/verify';

interface TokenVerifyFieldProps {
  id: string;
  value: string;
  verified: VerifiedToken | null;
  disabled?: boolean;
  onChange: (value: string) => void;
  onVerified: (token: VerifiedToken | null) => void;
  /** Shown under the field until the current address is verified. */
  hint?: string;
  /** The verified token's details; the default card lists symbol, name, decimals, supply and balance. */
  renderVerified?: (token: VerifiedToken) => ReactNode;
  /** Offers this wallet's tokens to pick from (picking verifies at once); pasting a mint still works. */
  owner?: string | null;
}

/**
 * Token mint with a Verify action (multisend, distribution, burner): reads the mint and the wallet's
 * balance from the chain; a failure shows 'Token Verification Failed' with the server's reason.
 */
export function TokenVerifyField({
  id,
  value,
  verified,
  disabled,
  onChange,
  onVerified,
  hint,
  renderVerified = (token) => <VerifiedTokenCard token={token} />,
  owner = null,
}: TokenVerifyFieldProps) {
  const verify = useVerifyToken();
  const holdings = useWalletHoldings(owner);
  const current = verified !== null && verified.address === value.trim() ? verified : null;
  const held = holdings.data?.tokens ?? [];

  const onVerify = (mint = value) => {
    verify.mutate(mint, {
      onSuccess: (token) => onVerified(token),
      onError: (error) => {
        onVerified(null);
        toast({
          title: tokenVerifyMessages.failedTitle,
          description: failureText(error, tokenVerifyMessages.failedText),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="space-y-3">
      {owner && held.length > 0 ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-held`}>Your tokens</Label>
          <Select
            value={held.some((t) => t.mint === value.trim()) ? value.trim() : ''}
            disabled={disabled}
            onValueChange={(mint) => {
              onChange(mint);
              onVerify(mint);
            }}
          >
            <SelectTrigger id={`${id}-held`} aria-label="Your tokens" className="h-10 w-full">
              <SelectValue placeholder="Pick a token from your wallet" />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              {held.map((token) => (
                <SelectItem key={token.mint} value={token.mint}>
                  <span className="flex items-center gap-2">
                    <span className="font-medium">{token.symbol}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {formatAmount(token.balance, Math.min(token.decimals, 6))}
                    </span>
                  </span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor={id}>Token Address</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={value}
            placeholder="Token mint address"
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-xs sm:text-sm"
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
          <Button
            variant="outline"
            onClick={() => onVerify()}
            disabled={disabled || verify.isPending || value.trim().length === 0}
            aria-label="Verify token"
          >
            {verify.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <ShieldCheck aria-hidden />
            )}
            Verify
          </Button>
        </div>
      </div>
      {current ? (
        renderVerified(current)
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}

function VerifiedTokenCard({ token }: { token: VerifiedToken }) {
  const rows: [string, string][] = [
    ['Symbol', token.symbol],
    ['Name', token.name],
    ['Decimals', String(token.decimals)],
    ['Supply', withThousands(token.uiSupply)],
    ['Your balance', `${withThousands(token.uiBalance)} ${token.symbol}`],
  ];
  return (
    <div className="rounded-xl border border-success/30 bg-success/5 p-3" data-testid="verified-token">
      <p className="mb-2 flex items-center gap-1.5 text-sm font-medium text-success">
        <BadgeCheck className="size-4" aria-hidden />
        Token verified
        <span className="text-xs font-normal text-muted-foreground">
          ({token.tokenProgram === 'token-2022' ? 'Token-2022' : 'SPL Token'})
        </span>
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        {rows.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="text-xs leading-5 text-muted-foreground">{label}</dt>
            <dd
              className="truncate font-medium tabular-nums"
              title={text}
              data-testid={`verified-${label.toLowerCase().replace(' ', '-')}`}
            >
              {text}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
