import { describe, expect, it } from 'vitest';
import { burnMessages } from '@shared/schemas/burn';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { BURN_FORM_DEFAULTS, canSubmitBurn, computeBurnAmount } from './burn-amount';

const token: VerifiedToken = {
  address: 'So11111111111111111111111111111111111111112',
  symbol: 'ASH',
  name: 'Ash',
  decimals: 6,
  supply: '1000000000000',
  uiSupply: '1000000',
  userBalance: '250000000000',
  uiBalance: '250000',
  tokenProgram: 'token-2022',
};

describe('burn amount', () => {
  it('computes amount, percentage and all in base units without floats', () => {
    const amount = computeBurnAmount({ ...BURN_FORM_DEFAULTS, amount: '1,234.5' }, token);
    expect(amount).toMatchObject({ units: 1_234_500_000n, ui: '1234.5', error: null });
    const tenth = computeBurnAmount({ ...BURN_FORM_DEFAULTS, burnType: 'percentage', percentage: 10 }, token);
    expect(tenth).toMatchObject({ ui: '25000', balancePercentage: 10, supplyPercentage: 2.5 });
    const all = computeBurnAmount({ ...BURN_FORM_DEFAULTS, burnType: 'all' }, token);
    expect(all.ui).toBe('250000');
  });

  it('permanent always burns the whole balance', () => {
    const permanent = computeBurnAmount({ ...BURN_FORM_DEFAULTS, method: 'permanent', amount: '5' }, token);
    expect(permanent.ui).toBe('250000');
  });

  it('reports bad amounts and keeps the button disabled', () => {
    const tooMuch = computeBurnAmount(
      { ...BURN_FORM_DEFAULTS, amount: '250000.000001', confirmBurn: true },
      token,
    );
    expect(tooMuch.error).toBe(burnMessages.insufficient);
    const garbage = computeBurnAmount({ ...BURN_FORM_DEFAULTS, amount: '1.0000001' }, token);
    expect(garbage.error).toBe(burnMessages.amountInvalid);
    const ok = { ...BURN_FORM_DEFAULTS, amount: '1' };
    expect(canSubmitBurn(ok, token, computeBurnAmount(ok, token))).toBe(false);
    const confirmed = { ...ok, confirmBurn: true };
    expect(canSubmitBurn(confirmed, token, computeBurnAmount(confirmed, token))).toBe(true);
    expect(canSubmitBurn(confirmed, null, null)).toBe(false);
    const zero = { ...confirmed, amount: '0' };
    expect(canSubmitBurn(zero, token, computeBurnAmount(zero, token))).toBe(false);
  });
});
