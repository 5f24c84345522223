import { Droplets, Flame, Lock, Send, Snowflake } from 'lucide-react';
import { Link } from 'react-router';
import type { Token } from '@shared/schemas/tokens';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { tokenActionLinks } from '@web/entities/tokens/token-links';
import { TokenBadge } from '@web/entities/trade/token-select';
import { shortAddress } from '@web/lib/format';
import { CopyButton } from '@web/components/common/copy-button';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { formatCreatedAt, formatSupply } from '../lib/token-display';
import { RevokeAuthoritiesDialog } from './revoke-authorities-dialog';
import { UpdateMetadataDialog } from './update-metadata-dialog';

/**
 * One created token: identity, mint (copy + explorer), supply, decimals, authorities, time, and links
 * that open the Token Burner, the Multisender and a new SOL pool on it.
 */
export function TokenListItem(props: { token: Token; explorerHref: string | null; wallet: string | null }) {
  const { token, explorerHref, wallet } = props;
  const links = tokenActionLinks(token.mint);
  return (
    <li
      className="grid gap-3 rounded-xl border border-border bg-background/40 p-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] sm:items-center"
      data-testid="token-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <TokenBadge symbol={token.symbol} logoUri={token.logoUri} className="size-10 text-xs" />
        <div className="min-w-0">
          <p className="truncate font-semibold">
            {token.name} <span className="font-normal text-muted-foreground">{token.symbol}</span>
          </p>
          <div className="flex items-center gap-1 text-xs text-muted-foreground">
            <code className="font-mono" title={token.mint}>
              {shortAddress(token.mint, 6, 6)}
            </code>
            <CopyButton value={token.mint} label="Mint address" />
            {explorerHref && (
              <ExplorerLink href={explorerHref} label={`View ${token.symbol} mint on explorer`} />
            )}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-xs text-muted-foreground">Supply</dt>
        <dd
          className="truncate text-right font-medium tabular-nums sm:text-left"
          title={formatSupply(token.totalSupply)}
        >
          {formatSupply(token.totalSupply)}
        </dd>
        <dt className="text-xs text-muted-foreground">Decimals</dt>
        <dd className="text-right tabular-nums sm:text-left">{token.decimals}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <div className="flex flex-wrap gap-1.5">
          {token.mintAuthorityRevoked && (
            <Badge variant="success">
              <Lock aria-hidden />
              Mint revoked
            </Badge>
          )}
          {token.freezeAuthorityRevoked && (
            <Badge variant="info">
              <Snowflake aria-hidden />
              Freeze revoked
            </Badge>
          )}
        </div>
        <time dateTime={token.createdAt} className="text-xs text-muted-foreground">
          {formatCreatedAt(token.createdAt)}
        </time>
      </div>
      <nav
        aria-label={`Actions for ${token.symbol}`}
        className="flex flex-wrap gap-2 border-t border-border pt-3 sm:col-span-3"
      >
        <Button asChild variant="outline" size="sm">
          <Link to={links.send}>
            <Send aria-hidden />
            Send
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={links.createPool}>
            <Droplets aria-hidden />
            Create Pool
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={links.burn}>
            <Flame aria-hidden />
            Burn
          </Link>
        </Button>
        <RevokeAuthoritiesDialog token={token} />
        <UpdateMetadataDialog token={token} wallet={wallet} />
      </nav>
    </li>
  );
}
