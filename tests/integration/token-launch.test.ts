import { Connection, PublicKey } from '@solana/web3.js';
import {
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getTokenMetadata,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenMessages } from '@shared/schemas/tokens';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('a launcher creates a token through the API and any Solana client sees it', () => {
  let server: Server;
  let alice: ApiWallet;
  let connection: Connection;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url);
    connection = new Connection(server.rpcUrl, 'confirmed');
  });
  afterAll(() => server.close());

  it('mints a Token-2022 token with metadata and the full supply in the creator’s account', async () => {
    const lamportsBefore = await connection.getBalance(new PublicKey(alice.address));
    const { plan, op } = await alice.runOperation('/api/tokens/create', {
      name: 'Moon Cat',
      symbol: 'mcat',
      decimals: 6,
      totalSupply: '1,000,000',
      description: 'A cat on the moon',
      metadata: { image: 'https://example.com/cat.png', website: 'https://example.com' },
      revokeMintAuthority: true,
    });
    expect(plan.status).toBe(200);
    expect(op?.json.status).toBe('confirmed');
    const mint = new PublicKey(String((plan.json.summary as Record<string, unknown>).mint));

    const mintInfo = await getMint(connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(mintInfo.decimals).toBe(6);
    expect(mintInfo.supply).toBe(1_000_000_000_000n);
    expect(mintInfo.mintAuthority).toBeNull();
    expect(mintInfo.freezeAuthority?.toBase58()).toBe(alice.address);

    const meta = await getTokenMetadata(connection, mint, 'confirmed');
    expect(meta?.name).toBe('Moon Cat');
    expect(meta?.symbol).toBe('MCAT');
    expect(meta?.uri).toBe(`${server.url}/api/tokens/metadata/${mint.toBase58()}.json`);

    // The estimate assumes the longest (44-character) mint address; a shorter one needs a byte less rent.
    const estimate = await alice.call('GET', '/api/tokens/estimate?nameLength=8&symbolLength=4');
    const spent = lamportsBefore - (await connection.getBalance(new PublicKey(alice.address)));
    const rentPerByte =
      (await connection.getMinimumBalanceForRentExemption(1)) -
      (await connection.getMinimumBalanceForRentExemption(0));
    expect(Number(estimate.json.lamports) - spent).toBe((44 - mint.toBase58().length) * rentPerByte);

    const ata = getAssociatedTokenAddressSync(
      mint,
      new PublicKey(alice.address),
      false,
      TOKEN_2022_PROGRAM_ID,
    );
    const account = await getAccount(connection, ata, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(account.amount).toBe(1_000_000_000_000n);

    const doc = await fetch(meta?.uri ?? '').then((r) => r.json());
    expect(doc).toMatchObject({ name: 'Moon Cat', symbol: 'MCAT', image: 'https://example.com/cat.png' });

    const balance = await alice.call('POST', '/api/tokens/balance', {
      walletAddress: alice.address,
      tokenAddress: mint.toBase58(),
    });
    expect(balance.json).toMatchObject({
      balance: '1000000',
      tokenSymbol: 'MCAT',
      tokenName: 'Moon Cat',
      decimals: 6,
    });
    expect(balance.json.usdValue).toBeNull();

    const list = await alice.call('GET', '/api/tokens/list');
    expect((list.json.tokens as Array<{ mint: string }>).map((t) => t.mint)).toContain(mint.toBase58());
  });

  it('refuses bad input with the spec’s messages and plans nothing', async () => {
    const res = await alice.call('POST', '/api/tokens/create', {
      name: '',
      symbol: 'X'.repeat(11),
      totalSupply: '0',
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({
      name: [tokenMessages.nameRequired],
      symbol: [tokenMessages.symbolTooLong],
      totalSupply: [tokenMessages.supplyInvalid],
    });
    const ops = await alice.call('GET', '/api/operations');
    expect((ops.json.operations as unknown[]).length).toBe(1);
  });

  it('refuses script-like input with the request guard message', async () => {
    const res = await alice.call('POST', '/api/tokens/create', {
      name: '<script>alert(1)</script>',
      symbol: 'BAD',
      totalSupply: '1',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Invalid transaction data detected');
  });

  it('refuses a signed transaction whose message differs from the plan', async () => {
    const first = await alice.call('POST', '/api/tokens/create', {
      name: 'One',
      symbol: 'ONE',
      totalSupply: '5',
    });
    const second = await alice.call('POST', '/api/tokens/create', {
      name: 'Two',
      symbol: 'TWO',
      totalSupply: '5',
    });
    const wrong = await alice.sign(second.json.transactions as string[]);
    const res = await alice.call('POST', `/api/operations/${String(first.json.operationId)}/submit`, {
      transactions: wrong,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Signed transaction does not match the planned transaction');
  });

  it('hides one wallet’s operations and tokens from another (404 / empty)', async () => {
    const bob = await ApiWallet.create(server.url, 1);
    const mine = await alice.call('GET', '/api/operations');
    const firstId = (mine.json.operations as Array<{ id: string }>)[0]?.id ?? '';
    expect((await bob.call('GET', `/api/operations/${firstId}`)).status).toBe(404);
    expect((await bob.call('GET', '/api/tokens/list')).json.tokens).toEqual([]);
  });

  it('requires a signed-in wallet to plan a launch', async () => {
    const res = await fetch(`${server.url}/api/tokens/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', symbol: 'A', totalSupply: '1' }),
    });
    expect(res.status).toBe(401);
  });
});
