import { describe, expect, it } from 'vitest';
import { AirdropLimiter } from './faucet';

const SOL = 1_000_000_000n;

describe('AirdropLimiter', () => {
  it('keeps the strict defaults: 5 airdrops and 50 SOL per address per minute', () => {
    const limiter = new AirdropLimiter();
    for (let i = 0; i < 5; i++) expect(limiter.take('a', SOL, 1000)).toBeNull();
    expect(limiter.take('a', SOL, 1000)).toBe(
      'airdrop limit reached for a: at most 5 airdrops and 50 SOL per address per minute; try again in 60s',
    );
    expect(limiter.take('b', 51n * SOL, 1000)).toMatch(/^airdrop limit reached for b/);
    // The window slides: a minute after the first grants, the address may ask again.
    expect(limiter.take('a', SOL, 61_000)).toBeNull();
  });

  it('caps one airdrop and nothing else when the per-minute limits are off', () => {
    const limiter = new AirdropLimiter({
      maxLamportsPerAirdrop: 1000n * SOL,
      airdropsPerMinute: null,
      lamportsPerMinute: null,
    });
    for (let i = 0; i < 20; i++) expect(limiter.take('a', 1000n * SOL, 1000)).toBeNull();
    expect(limiter.take('a', 1000n * SOL + 1n, 1000)).toBe(
      "airdrop of 1000.000000001 SOL is over the faucet's limit of 1000 SOL per airdrop",
    );
  });

  it('names only the per-minute limits that are on', () => {
    const limiter = new AirdropLimiter({ airdropsPerMinute: null, lamportsPerMinute: SOL / 2n });
    expect(limiter.take('a', SOL / 4n, 0)).toBeNull();
    expect(limiter.take('a', SOL / 2n, 0)).toBe(
      'airdrop limit reached for a: at most 0.5 SOL per address per minute; try again in 60s',
    );
  });
});
