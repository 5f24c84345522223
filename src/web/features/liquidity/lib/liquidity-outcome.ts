import type { Operation } from '@shared/schemas/operations';
import { liquiditySummarySchema, type LiquiditySummary } from '@shared/schemas/liquidity';
import { formatPercent } from '@web/lib/format';

export type LiquidityAction = 'create' | 'add' | 'remove';

export const SUCCESS_TITLE: Record<LiquidityAction, string> = {
  create: 'Pool Created',
  add: 'Liquidity Added',
  remove: 'Liquidity Removed',
};

export interface LiquidityOutcome extends LiquiditySummary {
  action: LiquidityAction;
  txHash: string | null;
  headline: string;
}

/** The spec's response fields (positionId … estimatedAPR, txHash) from a confirmed operation. */
export function readOutcome(operation: Operation, action: LiquidityAction): LiquidityOutcome | null {
  const summary = liquiditySummarySchema.safeParse({ ...operation.summary, ...(operation.result ?? {}) });
  if (!summary.success) return null;
  const txHash = operation.result?.txHash;
  const share = summary.data.sharePercentage;
  const headline =
    action === 'remove'
      ? 'Your LP tokens were burned and both tokens returned to your wallet.'
      : `Your position holds ${formatPercent(share, 4)} of the pool.`;
  return { ...summary.data, action, txHash: typeof txHash === 'string' ? txHash : null, headline };
}
