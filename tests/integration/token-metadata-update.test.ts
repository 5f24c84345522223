import { createKeyPairSignerFromBytes } from '@solana/kit';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getTokenMetadata, tokenMetadataUpdateAuthority } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMetadataMessages, type Token } from '@shared/schemas/tokens';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 29 item 9: the Token Manager updates a created token's on-chain name and symbol. */
describe("the Token Manager updates a created token's metadata", () => {
  let server: Server;
  let connection: Connection;
  let alice: ApiWallet;
  let mint = '';
  const onChain = () => getTokenMetadata(connection, new PublicKey(mint), 'confirmed');
  const path = () => `/api/tokens/${mint}/metadata`;

  beforeAll(async () => {
    server = await startTestServer();
    connection = new Connection(server.rpcUrl, 'confirmed');
    alice = await ApiWallet.create(server.url, 5);
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: 'Old Name',
      symbol: 'OLD',
      totalSupply: '1000000',
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String((op?.json.result as { mint?: string } | undefined)?.mint ?? '');
  }, 60_000);
  afterAll(() => server.close());

  it('refuses another wallet (403) and an unchanged name and symbol (400), before anything is signed', async () => {
    const mallory = await ApiWallet.create(server.url, 1);
    const theirs = await mallory.call('POST', path(), { name: 'Stolen', symbol: 'STL' });
    expect(theirs.status).toBe(403);
    expect(theirs.json.message).toBe(updateMetadataMessages.notAuthority);
    const same = await alice.call('POST', path(), { name: 'Old Name', symbol: 'OLD' });
    expect(same.status).toBe(400);
    expect(same.json.message).toBe(updateMetadataMessages.unchanged);
    const list = (await alice.call('GET', '/api/tokens/list')).json as unknown as { tokens: Token[] };
    expect(list.tokens.find((t) => t.mint === mint)?.metadataUpdateAuthority).toBe(alice.address);
  });

  it('writes a longer name and symbol (topping the rent up); an independent client reads them', async () => {
    const before = await onChain();
    expect(before).toMatchObject({ name: 'Old Name', symbol: 'OLD' });
    const { plan, op } = await alice.runOperation(path(), { name: 'A Much Longer Token Name', symbol: 'longer' });
    expect(plan.status).toBe(200);
    expect(op?.json.status).toBe('confirmed');
    const after = await onChain();
    expect(after).toMatchObject({ name: 'A Much Longer Token Name', symbol: 'LONGER', uri: before?.uri });
    expect(after?.updateAuthority?.toBase58()).toBe(alice.address);
    const account = await connection.getAccountInfo(new PublicKey(mint), 'confirmed');
    const rent = await connection.getMinimumBalanceForRentExemption(account?.data.length ?? 0);
    expect(account?.lamports).toBeGreaterThanOrEqual(rent);
    // The row and the metadata document the uri serves say the same as the chain.
    const list = (await alice.call('GET', '/api/tokens/list')).json as unknown as { tokens: Token[] };
    expect(list.tokens.find((t) => t.mint === mint)).toMatchObject({ name: 'A Much Longer Token Name', symbol: 'LONGER' });
    const doc = await fetch(after?.uri ?? '').then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(doc).toMatchObject({ name: 'A Much Longer Token Name', symbol: 'LONGER' });
  }, 60_000);

  it('writes a shorter name as well', async () => {
    const { op } = await alice.runOperation(path(), { name: 'Short', symbol: 'LONGER' });
    expect(op?.json.status).toBe('confirmed');
    expect(await onChain()).toMatchObject({ name: 'Short', symbol: 'LONGER' });
  }, 60_000);

  it('refuses (400) once the update authority was removed on chain by another client', async () => {
    const keys = Keypair.generate();
    const bob = await ApiWallet.create(server.url, 5, await createKeyPairSignerFromBytes(keys.secretKey));
    const { op } = await bob.runOperation('/api/tokens/create', { name: 'Fixed', symbol: 'FIX', totalSupply: '1' });
    const bobMint = String((op?.json.result as { mint?: string } | undefined)?.mint ?? '');
    await tokenMetadataUpdateAuthority(connection, keys, new PublicKey(bobMint), keys, null);
    expect((await getTokenMetadata(connection, new PublicKey(bobMint), 'confirmed'))?.updateAuthority).toBeUndefined();
    const res = await bob.call('POST', `/api/tokens/${bobMint}/metadata`, { name: 'Changed', symbol: 'FIX' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(updateMetadataMessages.authorityRemoved);
    const list = (await bob.call('GET', '/api/tokens/list')).json as unknown as { tokens: Token[] };
    expect(list.tokens.find((t) => t.mint === bobMint)?.metadataUpdateAuthority).toBeNull();
  }, 60_000);

  it('answers 400 for a mint without metadata or a bad address, never a 500', async () => {
    const notMint = await alice.call('POST', `/api/tokens/${alice.address}/metadata`, { name: 'X', symbol: 'X' });
    expect([400, 404]).toContain(notMint.status);
    const bad = await alice.call('POST', '/api/tokens/not-an-address/metadata', { name: 'X', symbol: 'X' });
    expect(bad.status).toBe(400);
  });
});
