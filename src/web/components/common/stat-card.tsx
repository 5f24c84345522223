import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

const TONES = {
  primary: 'bg-primary/15 text-primary-soft',
  green: 'bg-solana-green/10 text-solana-green',
  info: 'bg-info/10 text-info',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

/** Past this many characters a value ("0.000104 SOL") starts a size smaller in a phone's two columns. */
const LONG_VALUE = 9;

export type StatTone = keyof typeof TONES;

interface StatCardProps {
  label: string;
  value: string;
  /** A smaller line under the value ("25 paid"). */
  hint?: string;
  icon: LucideIcon;
  tone: StatTone;
  /** Each feature keeps its own test id; e2e tests read the cards by it. */
  testId: string;
}

/**
 * Icon + label + value (+ hint). The value's size follows the width of its own column rather than
 * the viewport, and a value too long even then wraps (at its space first) instead of being cut off.
 */
export function StatCard({ label, value, hint, icon: Icon, tone, testId }: StatCardProps) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:gap-4 sm:p-5" data-testid={testId}>
      <span
        className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${TONES[tone]}`}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="@container min-w-0 flex-1 break-words">
        <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        <p
          className={cn(
            'leading-snug font-bold tabular-nums @[9rem]:text-xl @[12rem]:text-2xl',
            value.length > LONG_VALUE ? 'text-base' : 'text-lg',
          )}
          title={value}
          data-testid="stat-value"
        >
          {value}
        </p>
        {hint !== undefined && <p className="text-[11px] text-muted-foreground sm:text-xs">{hint}</p>}
      </div>
    </Card>
  );
}

interface StatGridProps {
  /** Names the grid as a region for screen readers; leave it out when an outer region names it. */
  label?: string;
  /** Shows `count` placeholders of a card's height instead of the cards. */
  loading?: boolean;
  count?: number;
  children: ReactNode;
}

/** Two columns on phones, four from `lg`. */
export function StatGrid({ label, loading = false, count = 4, children }: StatGridProps) {
  const Region = label === undefined ? 'div' : 'section';
  return (
    <Region aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {loading
        ? Array.from({ length: count }, (_, i) => (
            <Skeleton key={i} className="h-[92px] rounded-2xl sm:h-[104px]" />
          ))
        : children}
    </Region>
  );
}
