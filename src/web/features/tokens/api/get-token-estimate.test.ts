import { describe, expect, it } from 'vitest';
import { tokenEstimateUrl } from './get-token-estimate';

describe('tokenEstimateUrl', () => {
  it('sends the metadata lengths that change the rent, capped at the schema limits', () => {
    expect(tokenEstimateUrl({ nameLength: 11, symbolLength: 5 })).toBe(
      '/api/tokens/estimate?nameLength=11&symbolLength=5',
    );
    expect(tokenEstimateUrl({ nameLength: 80, symbolLength: 12 })).toBe(
      '/api/tokens/estimate?nameLength=50&symbolLength=10',
    );
  });

  it('lets the server use typical lengths for empty fields', () => {
    expect(tokenEstimateUrl({ nameLength: 0, symbolLength: 0 })).toBe('/api/tokens/estimate');
  });
});
