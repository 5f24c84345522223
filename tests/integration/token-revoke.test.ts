import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeMessages, type Token } from '@shared/schemas/tokens';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** "Revoke authorities later": a creator gives up a token's mint and freeze authority after launch. */
describe("the Token Manager revokes a created token's authorities later", () => {
  let server: Server;
  let connection: Connection;
  let alice: ApiWallet;
  let mint = '';
  const onChain = () => getMint(connection, new PublicKey(mint), 'confirmed', TOKEN_2022_PROGRAM_ID);
  const revoke = (w: ApiWallet, body: unknown) =>
    w.runOperation(`/api/tokens/${mint}/revoke-authorities`, body);

  beforeAll(async () => {
    server = await startTestServer();
    connection = new Connection(server.rpcUrl, 'confirmed');
    alice = await ApiWallet.create(server.url, 5);
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: 'Later Lock',
      symbol: 'LATER',
      totalSupply: '1000000',
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String((op?.json.result as { mint?: string } | undefined)?.mint ?? '');
  }, 60_000);
  afterAll(() => server.close());

  it('refuses another wallet (it is not the authority) and an empty choice, before anything is signed', async () => {
    const mallory = await ApiWallet.create(server.url, 1);
    const theirs = await mallory.call('POST', `/api/tokens/${mint}/revoke-authorities`, {
      mintAuthority: true,
    });
    expect(theirs.status).toBe(403);
    expect(theirs.json.message).toBe(revokeMessages.notAuthority('mint'));
    const none = await alice.call('POST', `/api/tokens/${mint}/revoke-authorities`, {});
    expect(none.status).toBe(400);
    expect(none.json.message).toBe(revokeMessages.nothingChosen);
    const before = await onChain();
    expect(before.mintAuthority?.toBase58()).toBe(alice.address);
    expect(before.freezeAuthority?.toBase58()).toBe(alice.address);
  });

  it('revokes the mint authority alone, then the freeze authority; an independent client reads both as null', async () => {
    const first = await revoke(alice, { mintAuthority: true });
    expect(first.plan.status).toBe(200);
    expect(first.op?.json.status).toBe('confirmed');
    const afterMint = await onChain();
    expect(afterMint.mintAuthority).toBeNull();
    expect(afterMint.freezeAuthority?.toBase58()).toBe(alice.address);
    const again = await alice.call('POST', `/api/tokens/${mint}/revoke-authorities`, { mintAuthority: true });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(revokeMessages.alreadyRevoked('mint'));

    const second = await revoke(alice, { freezeAuthority: true });
    expect(second.op?.json.status).toBe('confirmed');
    const after = await onChain();
    expect(after.mintAuthority).toBeNull();
    expect(after.freezeAuthority).toBeNull();
    // The Token Manager's row says what the chain now says.
    const list = (await alice.call('GET', '/api/tokens/list')).json as unknown as { tokens: Token[] };
    expect(list.tokens.find((t) => t.mint === mint)).toMatchObject({
      mintAuthorityRevoked: true,
      freezeAuthorityRevoked: true,
    });
  }, 60_000);

  it('answers 400 for an address that is not a mint, never a 500', async () => {
    const res = await alice.call('POST', `/api/tokens/${alice.address}/revoke-authorities`, {
      mintAuthority: true,
    });
    expect([400, 404]).toContain(res.status);
    const bad = await alice.call('POST', '/api/tokens/not-an-address/revoke-authorities', {
      mintAuthority: true,
    });
    expect(bad.status).toBe(400);
  });
});
