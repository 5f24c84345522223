import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMES_KEY, type StorageLike } from './rate-limit';
import {
  guardSensitiveOperation,
  probeSecurityEndpoint,
  runLocalSecurityChecks,
  checkSecureEnvironment,
  type SecurityEnvironment,
} from './security';

function storageWith(times: number[]): StorageLike {
  const value = JSON.stringify(times);
  return { getItem: (key) => (key === REQUEST_TIMES_KEY ? value : null), setItem: () => undefined };
}

const base: SecurityEnvironment = {
  protocol: 'https:',
  hostname: 'app.example.com',
  hasCrypto: true,
  hasFetch: true,
  hasLocalStorage: true,
  hasSessionStorage: true,
  storage: storageWith([]),
  now: 100_000,
};

describe('runLocalSecurityChecks', () => {
  const silent = () => undefined;

  it('passes on https and on plain http only for localhost', () => {
    expect(runLocalSecurityChecks(base, silent)).toBe(true);
    expect(runLocalSecurityChecks({ ...base, protocol: 'http:', hostname: 'localhost' }, silent)).toBe(true);
    expect(runLocalSecurityChecks({ ...base, protocol: 'http:', hostname: '127.0.0.1' }, silent)).toBe(true);
    expect(runLocalSecurityChecks({ ...base, protocol: 'http:', hostname: 'evil.example' }, silent)).toBe(
      false,
    );
  });

  it('fails when a browser capability is missing', () => {
    expect(runLocalSecurityChecks({ ...base, hasCrypto: false }, silent)).toBe(false);
    expect(runLocalSecurityChecks({ ...base, hasSessionStorage: false }, silent)).toBe(false);
  });

  it('fails when more than 50 requests were recorded in the last 60 s', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => 50_000 + i);
    expect(runLocalSecurityChecks({ ...base, storage: storageWith(fifty) }, silent)).toBe(true);
    expect(runLocalSecurityChecks({ ...base, storage: storageWith([...fifty, 99_000]) }, silent)).toBe(false);
    const old = Array.from({ length: 80 }, (_, i) => i);
    expect(runLocalSecurityChecks({ ...base, storage: storageWith(old) }, silent)).toBe(true);
  });

  it('only warns when the window size suggests open developer tools', () => {
    const warn = vi.fn();
    const viewport = { outerWidth: 1400, innerWidth: 1200, outerHeight: 900, innerHeight: 880 };
    expect(runLocalSecurityChecks({ ...base, viewport }, warn)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('probeSecurityEndpoint', () => {
  it('treats non-OK as insecure and network failure as pass', async () => {
    const ok = vi.fn(async () => new Response(null, { status: 200 }));
    const bad = vi.fn(async () => new Response(null, { status: 403 }));
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await probeSecurityEndpoint(ok)).toBe(true);
    expect(ok).toHaveBeenCalledWith('/api/security/check', expect.objectContaining({ method: 'HEAD' }));
    expect(await probeSecurityEndpoint(bad)).toBe(false);
    expect(await probeSecurityEndpoint(down)).toBe(true);
  });

  it('aborts after the timeout and counts it as pass', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    expect(await probeSecurityEndpoint(hang, 10)).toBe(true);
  });

  it('skips the probe when a local check already failed', async () => {
    const probe = vi.fn(async () => true);
    expect(await checkSecureEnvironment({ ...base, hasFetch: false }, probe)).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    expect(await checkSecureEnvironment(base, async () => false)).toBe(false);
  });
});

describe('guardSensitiveOperation', () => {
  const refused = {
    ok: false,
    title: 'Security Required',
    description: 'This operation requires a secure environment.',
  };

  it('refuses everything when the environment is not secure', () => {
    expect(guardSensitiveOperation('token_burn', { amount: 1 }, false)).toEqual(refused);
  });

  it('refuses when no payload object is given', () => {
    expect(guardSensitiveOperation('wallet_transfer', undefined, true)).toEqual(refused);
    expect(guardSensitiveOperation('stake_tokens', 'x', true)).toEqual(refused);
  });

  it('requires name and symbol for token_create and pair + amount for dex_swap', () => {
    expect(guardSensitiveOperation('token_create', { name: 'Moon' }, true)).toEqual(refused);
    expect(guardSensitiveOperation('token_create', { name: 'Moon', symbol: 'MOON' }, true)).toEqual({
      ok: true,
    });
    expect(guardSensitiveOperation('dex_swap', { fromToken: 'SOL', toToken: 'USDC' }, true)).toEqual(refused);
    expect(
      guardSensitiveOperation('dex_swap', { fromToken: 'SOL', toToken: 'USDC', amount: '1' }, true),
    ).toEqual({
      ok: true,
    });
  });

  it('rejects script-like payloads with the request-guard message', () => {
    expect(
      guardSensitiveOperation('token_create', { name: 'Moon', symbol: 'M', description: '<script>' }, true),
    ).toMatchObject({ ok: false, description: 'Invalid transaction data detected' });
  });
});
