import { describe, expect, it } from 'vitest';
import {
  INVALID_TRANSACTION_DATA,
  detectScriptPatterns,
  hasScriptPattern,
  sanitizeDeep,
  sanitizeText,
} from './request-guard';

describe('sanitizeText', () => {
  it('strips angle brackets and quotes', () => {
    expect(sanitizeText(`<b>"Moon" 'Coin'</b>`)).toBe('bMoon Coin/b');
  });

  it('strips script protocols, also when nested', () => {
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('VBScript : x')).toBe('x');
  });

  it('strips inline event-handler patterns', () => {
    expect(sanitizeText('img onerror=alert(1)')).toBe('img alert(1)');
    expect(sanitizeText('x ONLOAD = y')).toBe('x  y');
  });

  it('leaves ordinary token text and addresses alone', () => {
    expect(sanitizeText('Solana Moon Token')).toBe('Solana Moon Token');
    expect(sanitizeText('So11111111111111111111111111111111111111112')).toBe(
      'So11111111111111111111111111111111111111112',
    );
    expect(sanitizeText('Turn on = off')).toBe('Turn on = off');
  });
});

describe('detectScriptPatterns', () => {
  it('finds script-like text anywhere in a nested payload', () => {
    expect(detectScriptPatterns({ name: 'A', meta: { links: ['ok', '<script>x</script>'] } })).toBe(true);
    expect(detectScriptPatterns({ description: 'javascript:void(0)' })).toBe(true);
    expect(detectScriptPatterns({ website: 'x" onmouseover="steal()' })).toBe(true);
    expect(detectScriptPatterns({ '<img src=x>': 1 })).toBe(true);
  });

  it('accepts clean payloads and non-string values', () => {
    expect(detectScriptPatterns({ name: 'Moon', symbol: 'MOON', decimals: 9, ok: true, x: null })).toBe(
      false,
    );
    expect(detectScriptPatterns(42)).toBe(false);
    expect(detectScriptPatterns(undefined)).toBe(false);
    expect(hasScriptPattern('Upon=launch, onward')).toBe(false);
  });

  it('survives cyclic objects', () => {
    const node: Record<string, unknown> = { name: 'loop' };
    node.self = node;
    expect(detectScriptPatterns(node)).toBe(false);
  });
});

describe('sanitizeDeep', () => {
  it('sanitizes every string and keeps other values', () => {
    const input = { name: '<Moon>', amount: 5, tags: ["'a'", 'b'], nested: { note: 'onclick=go' } };
    expect(sanitizeDeep(input)).toEqual({
      name: 'Moon',
      amount: 5,
      tags: ['a', 'b'],
      nested: { note: 'go' },
    });
    expect(input.name).toBe('<Moon>');
  });

  it('exposes the exact rejection message', () => {
    expect(INVALID_TRANSACTION_DATA).toBe('Invalid transaction data detected');
  });
});
