import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { isSiteOrigin, originForHost, siteOf } from './site';

const origins = (env: Record<string, string>) => siteOf(loadEnv(env)).origins.map((o) => o.origin);

describe('the site identity comes from configuration', () => {
  it('is the listening address under each loopback name when nothing is configured', () => {
    expect(origins({ PORT: '5000' })).toEqual([
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://[::1]:5000',
    ]);
    expect(origins({ HOST: '0.0.0.0', PORT: '8080' })).toContain('http://localhost:8080');
    expect(origins({ HOST: '10.0.0.7', PORT: '5000' })).toEqual(['http://10.0.0.7:5000']);
  });

  it('is PUBLIC_URL (its origin) plus ALLOWED_ORIGINS once set', () => {
    expect(
      origins({
        PUBLIC_URL: 'https://solx.example.com/app/',
        ALLOWED_ORIGINS: ' http://localhost:5173 ,https://solx.example.com',
      }),
    ).toEqual(['https://solx.example.com', 'http://localhost:5173']);
    expect(() => loadEnv({ ALLOWED_ORIGINS: 'solx.example.com' })).toThrow('ALLOWED_ORIGINS');
  });

  it('matches a Host header with default ports and case normalised, and an Origin exactly', () => {
    const site = siteOf(loadEnv({ PUBLIC_URL: 'https://solx.example.com' }));
    expect(originForHost(site, 'SOLX.example.com:443')?.origin).toBe('https://solx.example.com');
    expect(originForHost(site, 'solx.example.com:8443')).toBeNull();
    expect(originForHost(site, 'evil.example')).toBeNull();
    expect(originForHost(site, undefined)).toBeNull();
    expect(isSiteOrigin(site, 'https://solx.example.com')).toBe(true);
    expect(isSiteOrigin(site, 'http://solx.example.com')).toBe(false);
    expect(isSiteOrigin(site, 'null')).toBe(false);
  });
});
