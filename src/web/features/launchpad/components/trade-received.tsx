import type { Operation } from '@shared/schemas/operations';
import { formatBase } from '@web/lib/format';
import type { OperationPhase } from '@web/entities/operations';

/** What a confirmed curve trade paid the wallet in all (its signed minimum plus the settlement). */
export function TradeReceived(props: { operation: Operation | null; phase: OperationPhase; symbol: string }) {
  const { operation, phase, symbol } = props;
  const result = operation?.result;
  const received = typeof result?.received === 'string' ? result.received : null;
  if (phase !== 'confirmed' || !operation || received === null) return null;
  const buy = operation.summary.side === 'buy';
  const refund = typeof result?.refundLamports === 'string' ? result.refundLamports : '0';
  const amount = buy
    ? `${formatBase(received, 6, 6)} ${symbol}`
    : `${formatBase(received, 9, 9)} SOL`;
  return (
    <p className="text-sm break-words" data-testid="curve-received">
      You received <span className="font-medium">{amount}</span>
      {/^0*$/.test(refund) ? '' : ` and ${formatBase(refund, 9, 9)} SOL back the curve could not take`}.
    </p>
  );
}
