import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSolanaWallet, isValidMnemonic, walletFromSecretKey } from '@shared/solana/hd-wallet';
import { ApiWallet } from './helpers/api-wallet';
import { launchToken } from './helpers/multisend';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('wallet tools over the API (for scripting a local instance)', () => {
  let server: Server;
  let funded: ApiWallet;

  beforeAll(async () => {
    server = await startTestServer();
    funded = await ApiWallet.create(server.url, 3);
  });
  afterAll(() => server.close());

  it('generates a Phantom-compatible wallet whose phrase and key both open the same address', async () => {
    const res = await funded.call('POST', '/api/wallet/generate', { words: 24 });
    expect(res.status).toBe(200);
    const { address, privateKey, mnemonic, derivationPath } = res.json as Record<string, string>;
    expect(mnemonic?.split(' ')).toHaveLength(24);
    expect(isValidMnemonic(mnemonic ?? '')).toBe(true);
    expect(derivationPath).toBe("m/44'/501'/0'/0'");
    expect((await deriveSolanaWallet(mnemonic ?? '')).address).toBe(address);
    expect((await walletFromSecretKey(privateKey ?? ''))?.address).toBe(address);
    const again = await funded.call('POST', '/api/wallet/generate');
    expect(String(again.json.mnemonic).split(' ')).toHaveLength(12);
    expect(again.json.address).not.toBe(address);
  });

  it('reads SOL balances of many addresses in one call, zero for unknown ones', async () => {
    const fresh = (await funded.call('POST', '/api/wallet/generate')).json.address;
    const res = await funded.call('POST', '/api/wallet/balances', { addresses: [funded.address, fresh] });
    expect(res.status).toBe(200);
    const balances = res.json.balances as Array<Record<string, string>>;
    expect(balances[0]).toMatchObject({ address: funded.address, lamports: '3000000000', sol: '3' });
    expect(balances[1]).toMatchObject({ address: fresh, lamports: '0', sol: '0' });
    const one = await funded.call('POST', '/api/wallet/balance', { walletAddress: funded.address });
    expect(one.json.sol).toBe('3');
    const bad = await funded.call('POST', '/api/wallet/balance', { walletAddress: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid wallet address');
  });

  it("lists an address's SOL and the tokens it holds, named, from the chain", async () => {
    const before = await funded.call('POST', '/api/wallet/holdings', { walletAddress: funded.address });
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ address: funded.address, tokens: [] });
    const mint = await launchToken(funded, '1000000', 6);
    const after = await funded.call('POST', '/api/wallet/holdings', { walletAddress: funded.address });
    expect(Number(after.json.sol)).toBeLessThan(3);
    expect(after.json.tokens).toEqual([
      { mint, symbol: 'AIR', name: 'Airdrop Coin', decimals: 6, units: '1000000000000', balance: '1000000' },
    ]);
    const fresh = (await funded.call('POST', '/api/wallet/generate')).json.address;
    const empty = await funded.call('POST', '/api/wallet/holdings', { walletAddress: fresh });
    expect(empty.json).toEqual({ address: fresh, lamports: '0', sol: '0', tokens: [] });
    const bad = await funded.call('POST', '/api/wallet/holdings', { walletAddress: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid wallet address');
  });
});
