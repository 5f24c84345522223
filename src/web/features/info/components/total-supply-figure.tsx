import { formatInteger } from '@web/lib/format';
import { SOLX_TOTAL_SUPPLY } from '../solx-token-data';

export function TotalSupplyFigure() {
  return (
    <>
      <p className="text-sm text-muted-foreground">Total Supply</p>
      <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums">
        {formatInteger(SOLX_TOTAL_SUPPLY)}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">SOLX, fixed</p>
    </>
  );
}
