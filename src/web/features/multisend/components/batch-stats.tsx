import { CheckCircle2, Fuel, Layers, Users } from 'lucide-react';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { formatInteger, formatPercent } from '@web/lib/format';
import { useBatchStats } from '../api/get-batches';
import { lamportsText } from '../lib/batch-display';
import type { BatchKindConfig } from '../lib/kinds';

/** Total batches, Recipients, Success rate, Gas Saved — from the wallet's batches of this kind. */
export function BatchStats({ config, owner }: { config: BatchKindConfig; owner: string | null }) {
  const { data, isPending } = useBatchStats(config.kind, owner);
  return (
    <StatGrid label={`${config.title} statistics`} loading={owner !== null && isPending}>
      <StatCard
        label="Total batches"
        value={data ? formatInteger(data.totalBatches) : '0'}
        hint="Sent from this wallet"
        icon={Layers}
        tone="primary"
        testId="batch-stat"
      />
      <StatCard
        label="Recipients"
        value={data ? formatInteger(data.totalRecipients) : '0'}
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
        value={data ? lamportsText(data.gasSavedLamports, 6) : '—'}
        hint={data ? `Paid ${lamportsText(data.gasUsedLamports, 6)}` : 'Versus one tx per recipient'}
        icon={Fuel}
        tone="green"
        testId="batch-stat"
      />
    </StatGrid>
  );
}
