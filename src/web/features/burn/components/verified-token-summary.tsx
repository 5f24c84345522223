import { BadgeCheck } from 'lucide-react';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { withThousands } from '@shared/solana/amounts';

/** The burner's view of a verified token: name, supply, decimals and the wallet's balance. */
export function VerifiedTokenSummary({ token }: { token: VerifiedToken }) {
  return (
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
  );
}
