import { formatAmount, formatLamports } from '@web/lib/format';
import type { WalletHoldings } from '@shared/schemas/wallet';

/** The wallet menu's balances: SOL, then each token held (the list scrolls past a few). */
export function WalletBalances({
  holdings,
  loading,
}: {
  holdings: WalletHoldings | undefined;
  loading: boolean;
}) {
  if (!holdings) {
    return (
      <p className="px-2 py-1.5 text-xs text-muted-foreground">
        {loading ? 'Reading balances…' : 'Balances unavailable right now.'}
      </p>
    );
  }
  return (
    <ul className="max-h-56 space-y-0.5 overflow-y-auto px-2 py-1 text-sm" data-testid="wallet-balances">
      <li className="flex items-center justify-between gap-3" data-testid="wallet-balance-sol">
        <span className="font-medium">SOL</span>
        <span className="tabular-nums">{formatLamports(holdings.lamports, 6)}</span>
      </li>
      {holdings.tokens.map((token) => (
        <li
          key={token.mint}
          className="flex items-center justify-between gap-3"
          data-testid="wallet-balance-token"
          title={token.mint}
        >
          <span className="min-w-0 truncate">
            <span className="font-medium">{token.symbol}</span>{' '}
            <span className="text-xs text-muted-foreground">{token.name}</span>
          </span>
          <span className="shrink-0 tabular-nums">
            {formatAmount(token.balance, Math.min(token.decimals, 6))}
          </span>
        </li>
      ))}
      {holdings.tokens.length === 0 ? (
        <li className="text-xs text-muted-foreground">No tokens in this wallet yet.</li>
      ) : null}
    </ul>
  );
}
