import { describe, expect, it } from 'vitest';
import { OVERVIEW_FALLBACK } from '@shared/schemas/analytics';
import {
  STATUS_BADGES,
  formatFeeSol,
  formatSolPrice,
  formatStatCount,
  formatSuccessRate,
  formatTps,
  operationKindLabel,
  timeAgo,
} from './dashboard-format';

describe('dashboard figures', () => {
  it('shows the spec fallback values as 247 / 1,842 / 94.2%', () => {
    expect(formatStatCount(OVERVIEW_FALLBACK.tokensCreated)).toBe('247');
    expect(formatStatCount(OVERVIEW_FALLBACK.activeUsers)).toBe('1,842');
    expect(formatSuccessRate(OVERVIEW_FALLBACK.successRate)).toBe('94.2%');
    expect(formatSuccessRate(null)).toBe('—');
  });

  it('never invents a price or a TPS', () => {
    expect(formatSolPrice(null)).toBe('Unavailable');
    expect(formatSolPrice(187.456)).toBe('$187.46');
    expect(formatTps(null)).toBe('Unavailable');
    expect(formatTps(2431.27)).toBe('2,431.3');
  });

  it('converts lamports per signature to SOL', () => {
    expect(formatFeeSol(5000)).toBe('0.000005 SOL');
  });
});

describe('activity rows', () => {
  it('labels operation kinds and statuses', () => {
    expect(operationKindLabel('token_create')).toBe('Token created');
    expect(operationKindLabel('pool_add-liquidity')).toBe('Pool add liquidity');
    expect(STATUS_BADGES.confirmed.label).toBe('Confirmed');
    expect(STATUS_BADGES.failed.variant).toBe('destructive');
  });

  it('says how long ago something happened', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(timeAgo('2025-06-01T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2025-06-01T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2025-06-01T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2025-05-30T12:00:00Z', now)).toBe('2 d ago');
    expect(timeAgo('not a date', now)).toBe('—');
  });
});
