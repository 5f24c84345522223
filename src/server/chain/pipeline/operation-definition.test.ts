import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkPlannedSummary,
  defineOperation,
  openOperation,
  OperationSummaryError,
} from './operation-definition';
import { operationRegistry } from './registry';

const payout = defineOperation({
  kind: 'test_payout',
  summary: z.object({ amount: z.string(), note: z.string().optional() }),
});

describe('operation summaries', () => {
  it('refuses at plan time a summary whose values do not match the schema', () => {
    expect(() => checkPlannedSummary(payout, { amount: 5 })).toThrow(OperationSummaryError);
    expect(() => checkPlannedSummary(payout, { amount: 5 })).toThrow(/"test_payout".*amount/);
  });

  it('refuses at plan time a key the schema does not name instead of dropping it', () => {
    expect(() => checkPlannedSummary(payout, { amount: '5', amonut: '6' })).toThrow(/unknown keys amonut/);
  });

  it('keeps what jsonb would keep: undefined keys go, the planner’s values and order stay', () => {
    const stored = checkPlannedSummary(payout, { note: 'n', amount: '5', extra: undefined });
    expect(Object.keys(stored)).toEqual(['note', 'amount']);
    expect(stored).toEqual({ note: 'n', amount: '5' });
  });

  it('reads a stored summary back typed, ignoring the keys the pipeline adds', () => {
    const row = { id: 'op', wallet: 'w', kind: 'test_payout' };
    const stored = { amount: '5', networkFeeLamports: '5000', transactionCount: 1 };
    expect(openOperation(payout, { ...row, summary: stored }).summary).toEqual({ amount: '5' });
    expect(() => openOperation(payout, { ...row, summary: { amount: null } })).toThrow(
      /stored \(operation op\) summary of a "test_payout" operation/,
    );
  });
});

describe('operationRegistry', () => {
  it('finds a definition by kind and names an unknown kind', () => {
    const registry = operationRegistry([payout]);
    expect(registry.get('test_payout')).toBe(payout);
    expect(() => registry.get('nope')).toThrow('No operation definition for kind "nope"');
  });

  it('refuses a kind defined twice', () => {
    expect(() => operationRegistry([payout, payout])).toThrow('"test_payout" is defined twice');
  });
});
