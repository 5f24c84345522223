import { describe, expect, it } from 'vitest';
import { checkTokenomics, formatSupply, TOKENOMICS_DEFAULTS } from './form-values';

describe('tokenomics form checks', () => {
  it('names each missing field with the spec text', () => {
    const { errors, body } = checkTokenomics({ ...TOKENOMICS_DEFAULTS, name: '', totalSupply: '' });
    expect(body).toBeUndefined();
    expect(errors).toEqual({ name: 'Token name is required', totalSupply: 'Total supply is required' });
  });

  it('refuses a total other than 100 with its message', () => {
    const { errors } = checkTokenomics({
      ...TOKENOMICS_DEFAULTS,
      name: 'Orbit',
      allocation: { ...TOKENOMICS_DEFAULTS.allocation, marketing: 5 },
    });
    expect(errors.allocation).toBe('Total allocation is 95%. Please ensure it equals 100%.');
  });

  it('runs with its defaults: the worked example is a complete request', () => {
    const { errors, body } = checkTokenomics(TOKENOMICS_DEFAULTS);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ name: 'Puzzle Quest Rewards', totalSupply: 1_000_000_000 });
  });

  it('sends the supply without commas', () => {
    const { body } = checkTokenomics({ ...TOKENOMICS_DEFAULTS, name: ' Orbit ' });
    expect(body).toMatchObject({ name: 'Orbit', totalSupply: 1_000_000_000 });
    expect(formatSupply('12a34567')).toBe('1,234,567');
  });
});
