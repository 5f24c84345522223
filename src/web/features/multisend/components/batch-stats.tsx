import { CheckCircle2, Fuel, Layers, Users } from 'lucide-react';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { formatInteger, formatLamports, formatPercent } from '@web/lib/format';
import { useBatchStats } from '../api/get-batches';
import type { BatchKindConfig } from '../lib/kinds';

/** Total batches, Recipients, Success rate, Gas Saved — from the wallet's batches of this kind. */
export function BatchStats({ config, owner }: { config: BatchKindConfig; owner: string | null }) {
  const { data, isPending, isError, error } = useBatchStats(config.kind, owner);
  /** '—' rather than a zero when the statistics could not be loaded. */
  const none = isError ? '—' : '0';
  return (
    <div className="space-y-2">
      <StatGrid label={`${config.title} statistics`} loading={owner !== null && isPending}>
        <StatCard
          label="Total batches"
          value={data ? formatInteger(data.totalBatches) : none}
          hint="Sent from this wallet"
          icon={Layers}
          tone="primary"
          testId="batch-stat"
        />
        <StatCard
          label="Recipients"
          value={data ? formatInteger(data.totalRecipients) : none}
          hint={data ? `${formatInteger(data.successfulRecipients)} paid` : 'Across all batches'}
          icon={Users}
          tone="info"
          testId="batch-stat"
        />
        <StatCard
          label="Success rate"
          value={data && data.totalRecipients > 0 ? formatPercent(data.successRate) : '—'}
          hint="Recipients paid"
          icon={CheckCircle2}
          tone="success"
          testId="batch-stat"
        />
        <StatCard
          label="Gas Saved"
          value={data ? formatLamports(data.gasSavedLamports, 6) : '—'}
          hint={data ? `Paid ${formatLamports(data.gasUsedLamports, 6)}` : 'Versus one tx per recipient'}
          icon={Fuel}
          tone="green"
          testId="batch-stat"
        />
      </StatGrid>
      {isError ? (
        <p className="text-sm text-destructive">Could not load your batch statistics: {error.message}</p>
      ) : null}
    </div>
  );
}
