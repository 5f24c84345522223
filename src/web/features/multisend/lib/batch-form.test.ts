import { getAddressDecoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import {
  BATCH_FORM_DEFAULTS,
  buildRequestBody,
  fieldIssues,
  precheck,
  type BatchFormValues,
} from './batch-form';
import { BATCH_KINDS } from './kinds';
import { analyzeRecipients } from './recipients';

const decoder = getAddressDecoder();
const address = (i: number) =>
  decoder.decode(new Uint8Array(32).fill(0).map((_, j) => (j === 0 ? i % 256 : j === 1 ? i >> 8 : 7)));
const [A, B, C] = [address(1), address(2), address(3)];
const token: VerifiedToken = {
  address: 'So11111111111111111111111111111111111111112',
  symbol: 'REH',
  name: 'Rehearsal',
  decimals: 2,
  supply: '100000',
  uiSupply: '1000',
  userBalance: '50000',
  uiBalance: '500',
  tokenProgram: 'token-2022',
};

function form(patch: Partial<BatchFormValues>) {
  const values = { ...BATCH_FORM_DEFAULTS, ...patch };
  return { values, analysis: analyzeRecipients(values.recipientsText) };
}

describe('batch form checks before sending', () => {
  it('asks to verify the token first on the token screens', () => {
    const { values, analysis } = form({ recipientsText: A, totalAmount: '10' });
    expect(precheck(BATCH_KINDS.token, values, analysis, false)).toEqual({
      title: 'Token Not Verified',
      description: 'Please verify the token address first',
    });
    expect(precheck(BATCH_KINDS.sol, values, analysis, false)).toBeNull();
  });

  it('names the empty list per screen and lists bad lines by number', () => {
    const empty = form({ recipientsText: 'nope\n\nalso-bad', totalAmount: '1' });
    expect(precheck(BATCH_KINDS.multisend, empty.values, empty.analysis, true)?.title).toBe(
      'No Valid Recipients',
    );
    expect(precheck(BATCH_KINDS.sol, empty.values, empty.analysis, true)?.title).toBe('No Valid Addresses');
    const mixed = form({ recipientsText: `${A}\nnope\n\n${B},x`, totalAmount: '1' });
    expect(precheck(BATCH_KINDS.sol, mixed.values, mixed.analysis, true)?.description).toContain(
      'lines 2, 4',
    );
  });

  it('caps multisend at 1000 recipients but not the distributions', () => {
    const list = Array.from({ length: 1001 }, (_, i) => address(i + 10)).join('\n');
    const { values, analysis } = form({ recipientsText: list, totalAmount: '1' });
    expect(analysis.recipients).toHaveLength(1001);
    expect(precheck(BATCH_KINDS.multisend, values, analysis, true)).toEqual({
      title: 'Too Many Recipients',
      description: 'Maximum 1000 recipients allowed per batch',
    });
    expect(precheck(BATCH_KINDS.sol, values, analysis, true)).toBeNull();
  });

  it('refuses custom sends with a recipient lacking an amount, and percentages not adding up to 100', () => {
    const custom = form({ recipientsText: `${A},5\n${B}`, sendType: 'custom' });
    expect(precheck(BATCH_KINDS.sol, custom.values, custom.analysis, true)?.title).toBe(
      'Missing Custom Amounts',
    );
    const fixed = form({
      recipientsText: `${A},5\n${B}`,
      sendType: 'custom',
      customOverrides: { [B]: '2.5' },
    });
    expect(precheck(BATCH_KINDS.sol, fixed.values, fixed.analysis, true)).toBeNull();
    const pct = form({ recipientsText: `${A},50\n${B},40`, sendType: 'percentage', totalAmount: '10' });
    expect(precheck(BATCH_KINDS.sol, pct.values, pct.analysis, true)?.description).toBe(
      'Percentages must add up to exactly 100',
    );
  });

  it('shows the spec messages under the fields and refuses more than the verified balance', () => {
    const blank = form({ totalAmount: 'abc' });
    expect(fieldIssues(BATCH_KINDS.multisend, blank.values, blank.analysis)).toEqual({
      totalAmount: 'Amount must be a valid positive number',
      recipients: 'At least one recipient is required',
    });
    expect(fieldIssues(BATCH_KINDS.token, blank.values, blank.analysis).recipients).toBe(
      'At least one address is required',
    );
    const big = form({ recipientsText: A, totalAmount: '500.01' });
    expect(fieldIssues(BATCH_KINDS.token, big.values, big.analysis, token).totalAmount).toBe(
      'Insufficient balance: the batch needs 500.01 REH but the wallet holds 500 REH',
    );
    const ok = form({ recipientsText: A, totalAmount: '500' });
    expect(fieldIssues(BATCH_KINDS.token, ok.values, ok.analysis, token)).toEqual({});
  });
});

describe('request body', () => {
  it('uses the spec field names of each endpoint, merged recipients in list order', () => {
    const { values, analysis } = form({
      tokenAddress: ` ${token.address} `,
      recipientsText: `${A}\n${B}\n${A}`,
      totalAmount: '1,000.5',
      gasMultiplier: 2,
      priority: 'high',
    });
    expect(buildRequestBody(BATCH_KINDS.multisend, values, analysis)).toEqual({
      tokenAddress: token.address,
      sendType: 'equal',
      totalAmount: '1000.5',
      recipients: [A, B],
      gasMultiplier: 1,
      priority: 'high',
    });
    expect(buildRequestBody(BATCH_KINDS.sol, values, analysis)).toEqual({
      type: 'equal',
      totalAmount: '1000.5',
      addresses: [A, B],
      gasMultiplier: 2,
      priority: 'high',
    });
    expect(buildRequestBody(BATCH_KINDS.token, values, analysis)).toMatchObject({
      tokenAddress: token.address,
    });
  });

  it('sends custom amounts (duplicates added up, panel edits win) and their exact sum as the total', () => {
    const { values, analysis } = form({
      recipientsText: `${A},1.1\n${B},2\n${A},0.2\n${C},1`,
      sendType: 'custom',
      customOverrides: { [C]: '0.7' },
    });
    expect(buildRequestBody(BATCH_KINDS.sol, values, analysis)).toMatchObject({
      type: 'custom',
      totalAmount: '4',
      customAmounts: { [A]: '1.3', [B]: '2', [C]: '0.7' },
    });
  });
});
