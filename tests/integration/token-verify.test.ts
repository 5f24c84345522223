import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenVerifyMessages } from '@shared/schemas/token-verify';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('a sender verifies a token before a batch or a burn', () => {
  let server: Server;
  let creator: ApiWallet;
  let mint = '';

  beforeAll(async () => {
    server = await startTestServer();
    creator = await ApiWallet.create(server.url);
    const { op } = await creator.runOperation('/api/tokens/create', {
      name: 'Verify Me',
      symbol: 'VRF',
      decimals: 6,
      totalSupply: '2,500,000.5',
    });
    mint = String((op?.json.summary as { mint?: string } | undefined)?.mint);
  });
  afterAll(() => server.close());

  it('reads name, symbol, decimals, supply and the wallet’s own balance from the chain', async () => {
    const res = await creator.call('POST', '/api/tokens/verify', { tokenAddress: mint });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      address: mint,
      symbol: 'VRF',
      name: 'Verify Me',
      decimals: 6,
      supply: '2500000500000',
      uiSupply: '2500000.5',
      userBalance: '2500000500000',
      tokenProgram: 'token-2022',
    });
    const stranger = await ApiWallet.create(server.url, 0.01);
    const theirs = await stranger.call('POST', '/api/tokens/verify', { tokenAddress: mint });
    expect(theirs.json).toMatchObject({ userBalance: '0', uiBalance: '0' });
  });

  it('explains a wrong address, an account that is not a mint, and a missing session', async () => {
    const invalid = await creator.call('POST', '/api/tokens/verify', { tokenAddress: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.message).toContain(tokenVerifyMessages.invalid);
    const notMint = await creator.call('POST', '/api/tokens/verify', { tokenAddress: creator.address });
    expect(notMint.status).toBe(400);
    expect(notMint.json.message).toBe('The token address is not a token mint');
    const anonymous = await fetch(`${server.url}/api/tokens/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokenAddress: mint }),
    });
    expect(anonymous.status).toBe(401);
  });
});
