import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadMessages } from '@shared/schemas/launchpad';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** The longest launch form the schema accepts: 32-character name, 10-character symbol, 200-character links. */
const longest = (tokenName: string, tokenSymbol: string) => ({
  action: 'create',
  tokenData: {
    tokenName,
    tokenSymbol,
    description: 'd'.repeat(500),
    socialLinks: {
      twitter: `https://x.com/${'t'.repeat(186)}`,
      telegram: `https://t.me/${'g'.repeat(187)}`,
      website: `https://${'w'.repeat(188)}.io`,
    },
    imageUrl: `https://img.io/${'i'.repeat(185)}`,
    initialLiquidity: '1',
    bondingCurve: 'standard',
  },
});

const overBy = (message: string) => Number(/at least (\d+) characters/.exec(message)?.[1] ?? NaN);

describe('a launch whose name does not fit in one Solana transaction is refused clearly, never a 500', () => {
  let server: Server;
  let alice: ApiWallet;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 20);
  }, 60_000);
  afterAll(() => server.close());

  it('the longest allowed name, symbol, links and description: a 400 naming how much to shorten, and shortening that much launches', async () => {
    const name = 'N'.repeat(32);
    const refused = await alice.call('POST', '/api/dex/pump-fun', longest(name, 'S'.repeat(10)));
    expect(refused.status).toBe(400);
    const message = String(refused.json.message);
    expect(message).toContain('shorten');
    expect(message).toContain('description and links');
    const cut = overBy(message);
    expect(cut).toBeGreaterThan(0);
    expect(message).toBe(launchpadMessages.nameTooLongForChain(cut));
    const { plan, op } = await alice.runOperation(
      '/api/dex/pump-fun',
      longest(name.slice(0, 32 - cut), 'S'.repeat(10)),
    );
    expect(plan.status).toBe(200);
    expect(op?.json.status).toBe('confirmed');
  }, 60_000);

  it('the reported 30-character name is a 400 saying how much to cut, also counted in bytes for wide letters', async () => {
    const thirty = await alice.call(
      'POST',
      '/api/dex/pump-fun',
      longest('Thirty Characters Long Name Ok', 'TC'),
    );
    expect(thirty.status).toBe(400);
    const cut = overBy(String(thirty.json.message));
    expect(cut).toBeGreaterThan(0);
    const wide = await alice.call('POST', '/api/dex/pump-fun', longest('Ü'.repeat(16), 'TC'));
    expect(wide.status).toBe(400);
    // 16 two-byte letters are 32 bytes: two more than the 30-letter name.
    expect(overBy(String(wide.json.message))).toBe(cut + 2);
  }, 60_000);

  it('when no name could fit (a high priority fee adds its instructions) it says what else to change', async () => {
    const bob = await ApiWallet.create(server.url, 20);
    expect((await bob.call('POST', '/api/settings', { priorityFee: 'high' })).status).toBe(200);
    const refused = await bob.call('POST', '/api/dex/pump-fun', longest('A', 'B'));
    expect(refused.status).toBe(400);
    expect(String(refused.json.message)).toContain('priority fee');
  }, 60_000);

  it('the Token Manager creates a token with the longest name, symbol and description it allows', async () => {
    const { plan, op } = await alice.runOperation('/api/tokens/create', {
      name: 'N'.repeat(50),
      symbol: 'S'.repeat(10),
      description: 'd'.repeat(500),
      totalSupply: '1000000',
      revokeMintAuthority: true,
      revokeFreezeAuthority: true,
    });
    expect(plan.status).toBe(200);
    expect(op?.json.status).toBe('confirmed');
  }, 60_000);
});
