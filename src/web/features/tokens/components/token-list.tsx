import { Coins } from 'lucide-react';
import { EmptyState } from '@web/components/common/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWallet } from '@web/wallet';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { useTokens } from '@web/entities/tokens/token-list';
import { accountExplorerUrl } from '@web/lib/explorer';
import { plural } from '@web/lib/format';
import { TokenListItem } from './token-list-item';

/** "Your Tokens": the signed-in wallet's launches from `GET /api/tokens/list`. */
export function TokenList() {
  const { sessionAddress } = useWallet();
  const { data, isPending, isError, error } = useTokens(sessionAddress);
  const { data: chain } = useChainStatus();
  const count = data?.tokens.length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Tokens</CardTitle>
        <CardDescription>
          {sessionAddress
            ? count === undefined
              ? 'Tokens created with this wallet.'
              : `${plural(count, 'token')} created with this wallet.`
            : 'Connect your wallet to see the tokens you created.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!sessionAddress ? null : isPending ? (
          <ul className="space-y-3" aria-label="Loading tokens">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-[72px] w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : isError ? (
          <p className="text-sm text-destructive">Could not load your tokens: {error.message}</p>
        ) : data.tokens.length === 0 ? (
          <EmptyState icon={Coins} title="No tokens yet">
            Tokens you create with this wallet will appear here.
          </EmptyState>
        ) : (
          <ul className="space-y-3" data-testid="token-list">
            {data.tokens.map((token) => (
              <TokenListItem
                key={token.mint}
                token={token}
                explorerHref={accountExplorerUrl(chain, token.mint)}
                wallet={sessionAddress}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
