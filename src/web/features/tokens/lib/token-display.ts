import { withThousands } from '@shared/solana/amounts';

/** "1000000000" → "1,000,000,000"; the supply is kept as a decimal string end to end. */
export function formatSupply(totalSupply: string): string {
  return withThousands(totalSupply);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE_TIME.format(date);
}
