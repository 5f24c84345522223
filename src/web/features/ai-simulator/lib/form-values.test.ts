import { describe, expect, it } from 'vitest';
import { checkSimulator, SIMULATOR_DEFAULTS } from './form-values';

describe('simulator form checks', () => {
  it('names every missing field with the spec text', () => {
    const { errors } = checkSimulator({
      ...SIMULATOR_DEFAULTS,
      initialSupply: '',
      launchPrice: ' ',
      liquidityAmount: '',
      marketingBudget: '',
    });
    expect(errors).toEqual({
      tokenName: 'Token name is required',
      initialSupply: 'Initial supply is required',
      launchPrice: 'Launch price is required',
      liquidityAmount: 'Liquidity amount is required',
      marketingBudget: 'Marketing budget is required',
    });
  });

  it('sends the supply without commas', () => {
    const { body } = checkSimulator({ ...SIMULATOR_DEFAULTS, tokenName: 'Nova' });
    expect(body?.tokenInfo.initialSupply).toBe('1000000000');
  });
});
