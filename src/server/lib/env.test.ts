import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv: test-validator port and faucet', () => {
  it('serves RPC on 8899 and allows large airdrops when only this machine can reach the app', () => {
    const env = loadEnv({});
    expect(env.RPC_PORT).toBe(8899);
    expect(env.faucet).toEqual({ maxSol: 1000, airdropsPerMinute: null, solPerMinute: null });
  });

  it('keeps the strict faucet when the app is exposed, by HOST or by a public PUBLIC_URL', () => {
    const strict = { maxSol: 50, airdropsPerMinute: 5, solPerMinute: 50 };
    expect(loadEnv({ HOST: '0.0.0.0' }).faucet).toEqual(strict);
    expect(loadEnv({ PUBLIC_URL: 'https://solx.example.com' }).faucet).toEqual(strict);
    expect(loadEnv({ HOST: '::1', PUBLIC_URL: 'http://localhost:5000' }).faucet.maxSol).toBe(1000);
  });

  it('takes explicit settings and off', () => {
    const env = loadEnv({
      HOST: '0.0.0.0',
      RPC_PORT: 'off',
      FAUCET_MAX_SOL: '2.5',
      FAUCET_AIRDROPS_PER_MINUTE: 'off',
      FAUCET_SOL_PER_MINUTE: '10',
    });
    expect(env.RPC_PORT).toBeNull();
    expect(env.faucet).toEqual({ maxSol: 2.5, airdropsPerMinute: null, solPerMinute: 10 });
    expect(loadEnv({ RPC_PORT: '0' }).RPC_PORT).toBeNull();
    expect(loadEnv({ RPC_PORT: '9000' }).RPC_PORT).toBe(9000);
  });

  it('refuses values that are neither a number in range nor off', () => {
    expect(() => loadEnv({ RPC_PORT: '65535' })).toThrow(/RPC_PORT/);
    expect(() => loadEnv({ FAUCET_MAX_SOL: '0' })).toThrow(/FAUCET_MAX_SOL/);
    expect(() => loadEnv({ FAUCET_AIRDROPS_PER_MINUTE: 'lots' })).toThrow(/FAUCET_AIRDROPS_PER_MINUTE/);
  });
});
