import { describe, expect, it } from 'vitest';
import { trustProxySchema } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes true, a hop count or addresses/CIDRs', () => {
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse('off')).toBe(false);
    expect(trustProxySchema.parse('false')).toBe(false);
    expect(trustProxySchema.parse('true')).toBe(true);
    const twoHops = trustProxySchema.parse('2');
    expect(typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([
      true,
      true,
      false,
    ]);
    expect(trustProxySchema.parse('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
  });

  it('refuses anything else, naming it', () => {
    const result = trustProxySchema.safeParse('10.0.0.1,proxy.internal');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('proxy.internal');
    expect(trustProxySchema.safeParse('10.0.0.0/33').success).toBe(false);
  });
});
