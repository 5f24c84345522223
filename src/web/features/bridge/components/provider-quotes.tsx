import { ExternalLink, Info } from 'lucide-react';
import type { BridgeToken } from '@shared/schemas/bridge';
import { QUOTE_ONLY_NOTICE, type ProviderQuote } from '@shared/schemas/bridge-quotes';
import { formatUi } from '@web/lib/format';

function QuoteRow({ quote, token }: { quote: ProviderQuote; token: BridgeToken }) {
  if (!quote.ok) {
    return (
      <li className="rounded-xl border border-border p-3 text-sm" data-testid="provider-quote">
        <p className="font-medium">{quote.provider}</p>
        <p className="text-destructive">{quote.error}</p>
      </li>
    );
  }
  return (
    <li className="space-y-1 rounded-xl border border-border p-3 text-sm" data-testid="provider-quote">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">
          {quote.provider} <span className="text-xs text-muted-foreground">({quote.route})</span>
        </p>
        <a
          className="inline-flex items-center gap-1 text-xs text-primary underline-offset-2 hover:underline"
          href={quote.executeUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          Open {quote.provider} <ExternalLink className="size-3" aria-hidden />
        </a>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-muted-foreground">You send</dt>
        <dd className="text-right tabular-nums">
          {formatUi(quote.amountIn)} {token}
        </dd>
        <dt className="text-muted-foreground">You receive</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatUi(quote.amountOut)} {token}
        </dd>
        {quote.minAmountOut ? (
          <>
            <dt className="text-muted-foreground">At least</dt>
            <dd className="text-right tabular-nums">
              {formatUi(quote.minAmountOut)} {token}
            </dd>
          </>
        ) : null}
        {quote.fees.map((fee) => (
          <FeeRow key={fee.label} label={fee.label} amount={fee.amount} />
        ))}
        <dt className="text-muted-foreground">Time</dt>
        <dd className="text-right">{quote.estimatedTime}</dd>
      </dl>
    </li>
  );
}

function FeeRow({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right tabular-nums">{amount}</dd>
    </>
  );
}

/** On a real cluster: the providers' public quotes; the platform executes none of them. */
export function ProviderQuotes(props: {
  quotes: ProviderQuote[] | null;
  loading: boolean;
  token: BridgeToken;
}) {
  return (
    <div className="space-y-3" data-testid="provider-quotes">
      <p className="flex items-start gap-2 rounded-xl border border-border bg-background/40 p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          <span className="font-medium">{QUOTE_ONLY_NOTICE}.</span> On this cluster the platform only compares
          the providers&apos; public quotes; it cannot sign or execute their transfers.
        </span>
      </p>
      {props.loading ? <p className="text-sm text-muted-foreground">Asking deBridge and Mayan…</p> : null}
      {props.quotes ? (
        <ul className="space-y-2">
          {props.quotes.map((q) => (
            <QuoteRow key={q.provider} quote={q} token={props.token} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
