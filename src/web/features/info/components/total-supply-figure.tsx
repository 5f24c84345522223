import { formatAmount } from '@web/lib/format';

export function TotalSupplyFigure({ supply }: { supply: string | undefined }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">Total Supply</p>
      <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="total-supply">
        {supply === undefined ? '—' : formatAmount(supply, 0)}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">SOLX, fixed: mint authority revoked</p>
    </>
  );
}
