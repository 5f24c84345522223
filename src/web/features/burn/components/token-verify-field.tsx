import { BadgeCheck, Loader2, Search } from 'lucide-react';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { withThousands } from '@shared/solana/amounts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

interface TokenVerifyFieldProps {
  address: string;
  onAddressChange: (value: string) => void;
  onVerify: () => void;
  verifying: boolean;
  token: VerifiedToken | null;
  disabled: boolean;
}

/** Token address with Verify: reads the mint and the wallet's balance from the chain. */
export function TokenVerifyField({
  address,
  onAddressChange,
  onVerify,
  verifying,
  token,
  disabled,
}: TokenVerifyFieldProps) {
  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor="burn-token-address">Token Address</Label>
        <div className="flex gap-2">
          <Input
            id="burn-token-address"
            placeholder="Token mint address"
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-xs sm:text-sm"
            value={address}
            disabled={disabled}
            onChange={(e) => onAddressChange(e.target.value)}
          />
          <Button
            variant="outline"
            onClick={onVerify}
            disabled={disabled || verifying || address.trim().length === 0}
            aria-label="Verify token"
          >
            {verifying ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
            Verify
          </Button>
        </div>
      </div>
      {token ? (
        <dl
          data-testid="verified-token"
          className="grid grid-cols-2 gap-3 rounded-xl border border-success/30 bg-success/5 p-4 text-sm sm:grid-cols-3"
        >
          <div className="col-span-2 flex items-center gap-2 sm:col-span-3">
            <BadgeCheck className="size-4 text-success" aria-hidden />
            <span className="font-semibold">{token.name}</span>
            <span className="text-muted-foreground">({token.symbol})</span>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Total Supply</dt>
            <dd className="font-medium break-all tabular-nums" data-testid="token-supply">
              {withThousands(token.uiSupply)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Decimals</dt>
            <dd className="font-medium">{token.decimals}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Your Balance</dt>
            <dd className="font-medium break-all tabular-nums" data-testid="token-balance">
              {withThousands(token.uiBalance)}
            </dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
