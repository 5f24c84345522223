import { Calculator, Loader2 } from 'lucide-react';
import type { BatchPreview } from '@shared/schemas/multisend';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatInteger, formatLamports, shortAddress } from '@web/lib/format';
import { durationText, uiAmountText } from '../lib/batch-display';

interface BatchSummaryProps {
  preview: BatchPreview | undefined;
  /** True while the shown preview is not the one for the current input. */
  stale: boolean;
  loading: boolean;
  error: string | null;
  /** Why there is no preview yet (the form is incomplete), shown instead of figures. */
  waitingFor: string | null;
  newAccountLabel: string;
}

/** The server's dry run of the plan: every figure comes from the real transaction plan. */
export function BatchSummary({
  preview,
  stale,
  loading,
  error,
  waitingFor,
  newAccountLabel,
}: BatchSummaryProps) {
  return (
    <Card aria-live="polite" data-testid="batch-summary">
      <CardHeader className="flex-row items-start justify-between gap-2 pb-3">
        <div className="space-y-1">
          <CardTitle>Summary</CardTitle>
          <CardDescription>Exact figures from the transaction plan.</CardDescription>
        </div>
        {loading && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Updating" />}
      </CardHeader>
      <CardContent className="space-y-4">
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            data-testid="preview-error"
          >
            {error}
          </p>
        )}
        {error && !preview ? null : !preview || (waitingFor && !loading) ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border py-8 text-center">
            <Calculator className="size-7 text-muted-foreground" aria-hidden />
            <p className="max-w-xs text-sm text-muted-foreground">{waitingFor ?? 'Calculating the plan…'}</p>
          </div>
        ) : (
          <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            <PreviewFigures preview={preview} newAccountLabel={newAccountLabel} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PreviewFigures({ preview, newAccountLabel }: { preview: BatchPreview; newAccountLabel: string }) {
  const symbol = preview.token?.symbol ?? 'SOL';
  const rows: [string, string, string][] = [
    ['Recipients', formatInteger(preview.recipients.length), 'summary-recipients'],
    ['Total amount', uiAmountText(preview.uiTotalAmount, symbol), 'summary-total'],
    ['Transactions', formatInteger(preview.transactionCount), 'summary-transactions'],
    ['New accounts', formatInteger(preview.newAccounts), 'summary-new-accounts'],
    ['Network fees', formatLamports(preview.networkFeeLamports), 'summary-network-fee'],
    ['Account rent', formatLamports(preview.rentLamports), 'summary-rent'],
    ['Priority fee', formatLamports(preview.priorityFeeLamports), 'summary-priority-fee'],
    ['Estimated time', durationText(preview.estimatedSeconds), 'summary-time'],
    ['Your balance', uiAmountText(preview.uiSenderBalance, symbol), 'summary-balance'],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
        <dt className="border-t border-border pt-2 font-semibold">Total cost</dt>
        <dd
          className="border-t border-border pt-2 text-right font-bold tabular-nums"
          data-testid="summary-total-cost"
        >
          {formatLamports(preview.totalCostLamports)}
        </dd>
      </dl>
      <p className="rounded-lg bg-muted/50 p-3 text-xs text-muted-foreground" data-testid="summary-remainder">
        {preview.remainderRule}
      </p>
      {preview.merged.length > 0 && (
        <p className="text-xs text-warning">
          {preview.merged.length} duplicate address{preview.merged.length === 1 ? '' : 'es'} merged into one
          payment each.
        </p>
      )}
      <div className="space-y-2">
        <h4 className="text-sm font-medium">Per recipient</h4>
        <ul
          className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border"
          data-testid="summary-recipient-list"
        >
          {preview.recipients.map((r, i) => (
            <li
              key={r.address}
              className="grid grid-cols-[1.5rem_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-0.5 px-3 py-1.5 text-xs"
            >
              <span className="text-right text-muted-foreground">{i + 1}</span>
              <code className="truncate font-mono" title={r.address}>
                {shortAddress(r.address, 6, 6)}
              </code>
              <span className="text-right font-medium tabular-nums">{uiAmountText(r.uiAmount, symbol)}</span>
              {r.needsAccount && (
                <Badge variant="info" className="col-start-2 sm:col-start-3 sm:justify-self-end">
                  {newAccountLabel}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
