import { CheckCircle2, Fuel, Layers, Users, type LucideIcon } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatInteger, formatPercent } from '@web/lib/format';
import { useBatchStats } from '../api/get-batches';
import { lamportsText } from '../lib/batch-display';
import type { BatchKindConfig } from '../lib/kinds';

interface Stat {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
}

/** Total batches, Recipients, Success rate, Gas Saved — from the wallet's batches of this kind. */
export function BatchStats({ config, owner }: { config: BatchKindConfig; owner: string | null }) {
  const { data, isPending } = useBatchStats(config.kind, owner);
  const stats: Stat[] = [
    {
      label: 'Total batches',
      value: data ? formatInteger(data.totalBatches) : '0',
      hint: 'Sent from this wallet',
      icon: Layers,
      tone: 'text-primary-soft bg-primary/15',
    },
    {
      label: 'Recipients',
      value: data ? formatInteger(data.totalRecipients) : '0',
      hint: data ? `${formatInteger(data.successfulRecipients)} paid` : 'Across all batches',
      icon: Users,
      tone: 'text-info bg-info/10',
    },
    {
      label: 'Success rate',
      value: data && data.totalRecipients > 0 ? formatPercent(data.successRate) : '—',
      hint: 'Recipients paid',
      icon: CheckCircle2,
      tone: 'text-success bg-success/10',
    },
    {
      label: 'Gas Saved',
      value: data ? lamportsText(data.gasSavedLamports, 6) : '—',
      hint: data ? `Paid ${lamportsText(data.gasUsedLamports, 6)}` : 'Versus one tx per recipient',
      icon: Fuel,
      tone: 'text-solana-green bg-solana-green/10',
    },
  ];
  return (
    <section
      aria-label={`${config.title} statistics`}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4"
    >
      {owner && isPending
        ? stats.map((s) => <Skeleton key={s.label} className="h-[92px] rounded-2xl sm:h-[104px]" />)
        : stats.map((stat) => (
            <Card
              key={stat.label}
              className="flex items-center gap-3 p-3 sm:gap-4 sm:p-5"
              data-testid="batch-stat"
            >
              <span
                className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${stat.tone}`}
              >
                <stat.icon className="size-5" aria-hidden />
              </span>
              <div className="min-w-0">
                <p className="truncate text-xs text-muted-foreground sm:text-sm">{stat.label}</p>
                <p className="truncate text-base font-bold tabular-nums sm:text-xl" title={stat.value}>
                  {stat.value}
                </p>
                <p className="truncate text-[11px] text-muted-foreground sm:text-xs">{stat.hint}</p>
              </div>
            </Card>
          ))}
    </section>
  );
}
