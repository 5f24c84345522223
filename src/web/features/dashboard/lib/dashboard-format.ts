import type { OperationStatus } from '@shared/schemas/operations';
import { lamportsToSol } from '@shared/solana/amounts';
import { formatCompactUsd, formatInteger, formatNumber, formatPercent, formatUsd } from '@web/lib/format';

export const UNAVAILABLE = 'Unavailable';

export function formatStatCount(value: number | null): string {
  return value === null ? '—' : formatInteger(value);
}

export function formatSuccessRate(value: number | null): string {
  return value === null ? '—' : formatPercent(value, 1);
}

export function formatVolume(value: number | null): string {
  return value === null ? '—' : formatCompactUsd(value);
}

/** Never invent a price: no source means "Unavailable". */
export function formatSolPrice(value: number | null): string {
  return value === null ? UNAVAILABLE : formatUsd(value);
}

export function formatFeeSol(lamportsPerSignature: number): string {
  return `${lamportsToSol(BigInt(Math.round(lamportsPerSignature)))} SOL`;
}

export function formatTps(tps: number | null): string {
  return tps === null ? UNAVAILABLE : formatNumber(tps, 1);
}

const KIND_LABELS: Record<string, string> = {
  token_create: 'Token created',
  token_burn: 'Tokens burned',
  multisend: 'Bulk send',
  wallet_transfer: 'Transfer',
  dex_swap: 'Swap',
  stake_tokens: 'Stake',
};

/** "token_create" → "Token created"; unknown kinds become "Some kind". */
export function operationKindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Operation';
}

export const STATUS_BADGES: Record<
  OperationStatus,
  { label: string; variant: 'success' | 'info' | 'warning' | 'destructive' | 'secondary' }
> = {
  planned: { label: 'Awaiting signature', variant: 'secondary' },
  submitted: { label: 'Pending', variant: 'info' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'warning' },
};

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '—';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} d ago`;
  return new Date(then).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
