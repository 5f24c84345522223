import type { CurveQuote } from '@shared/schemas/launchpad';
import { formatBase, formatFixed } from '@web/lib/format';

/** The server's quote of a curve trade: amounts, the minimum signed for, the fee and the curve after. */
export function CurveQuoteDetails({ quote: q, symbol }: { quote: CurveQuote; symbol: string }) {
  const tokens = (units: string) => `${formatBase(units, 6, 6)} ${symbol}`;
  const sol = (lamports: string) => `${formatBase(lamports, 9, 9)} SOL`;
  const buy = q.side === 'buy';
  return (
    <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="curve-quote">
      <dt className="text-muted-foreground">{buy ? 'You receive' : 'You sell'}</dt>
      <dd className="text-right break-all">{tokens(q.tokens)}</dd>
      <dt className="text-muted-foreground">{buy ? 'You pay' : 'You receive'}</dt>
      <dd className="text-right break-all">{sol(q.totalLamports)}</dd>
      <dt className="text-muted-foreground">Minimum received</dt>
      <dd className="text-right break-all" data-testid="curve-minimum">
        {buy ? tokens(q.minimumReceived) : sol(q.minimumReceived)}
      </dd>
      <dt className="text-muted-foreground">Platform fee (1%)</dt>
      <dd className="text-right break-all">{sol(q.feeLamports)}</dd>
      <dt className="text-muted-foreground">Progress after</dt>
      <dd className="text-right">{`${formatFixed(q.progressAfter, 2)}%`}</dd>
    </dl>
  );
}
