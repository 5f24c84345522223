import { describe, expect, it } from 'vitest';
import { checkSignal, SIGNAL_DEFAULTS, toggle } from './form-values';

describe('signal form rules', () => {
  it('asks for a token and at least one indicator, with the spec texts', () => {
    expect(checkSignal(SIGNAL_DEFAULTS).errors.tokenAddress).toBe('Token address is required');
    const none = checkSignal({ ...SIGNAL_DEFAULTS, tokenAddress: 'abc', indicators: [] });
    expect(none).toEqual({ errors: { indicators: 'Select at least one indicator' }, body: null });
  });

  it('sends the trimmed address and the config', () => {
    expect(checkSignal({ ...SIGNAL_DEFAULTS, tokenAddress: ' abc ' }).body).toEqual({
      tokenAddress: 'abc',
      config: {
        analysisType: 'combined',
        timeframe: '1h',
        sensitivity: 'medium',
        indicators: ['rsi', 'macd', 'volume'],
      },
    });
    expect(toggle(['rsi', 'macd'], 'rsi')).toEqual(['macd']);
    expect(toggle(['rsi'], 'bb')).toEqual(['rsi', 'bb']);
  });
});
