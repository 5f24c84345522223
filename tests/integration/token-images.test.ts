import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT, type DexToken } from '@shared/schemas/dex';
import { MAX_TOKEN_IMAGE_BYTES, tokenImageMessages, type TokenImage } from '@shared/schemas/token-images';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file of `size` bytes that starts with `head` (the rest is a fixed pattern). */
const fileOf = (head: number[] | string, size: number) => {
  const bytes = Buffer.alloc(size, 0x2a);
  Buffer.from(typeof head === 'string' ? Buffer.from(head) : head).copy(bytes);
  return bytes;
};
const upload = (w: ApiWallet, bytes: Buffer) =>
  w.call('POST', '/api/tokens/images', { data: bytes.toString('base64') });

describe('token images: uploaded from the creation form, served back, shown as the token logo', () => {
  let server: Server;
  let alice: ApiWallet;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 40);
  }, 60_000);
  afterAll(() => server.close());

  it('accepts PNG, JPEG, GIF and WEBP told by their magic bytes, whatever the file is called', async () => {
    const heads: [number[] | string, string][] = [
      [PNG_SIGNATURE, 'image/png'],
      [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
      ['GIF89a', 'image/gif'],
      ['RIFF\x10\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ];
    for (const [head, type] of heads) {
      const res = await upload(alice, fileOf(head, 300));
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        contentType: type,
        size: 300,
        url: expect.stringMatching(/\/api\/tokens\/images\/[0-9a-f]{64}$/),
      });
    }
  });

  it('refuses SVG, HTML, an empty body, a file over 512 KB, and anyone signed out', async () => {
    const svg = await upload(alice, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(svg.status).toBe(415);
    expect(svg.json.message).toBe(tokenImageMessages.badType);
    const html = await upload(alice, Buffer.from('just some text, not an image at all'));
    expect(html.status).toBe(415);
    expect(html.json.message).toBe(tokenImageMessages.badType);
    const empty = await alice.call('POST', '/api/tokens/images', { data: '' });
    expect(empty.status).toBe(400);
    const big = await upload(alice, fileOf(PNG_SIGNATURE, MAX_TOKEN_IMAGE_BYTES + 1));
    expect([400, 413]).toContain(big.status);
    expect(big.json.message).toBe(tokenImageMessages.tooLarge);
    const wrongType = await alice.call('POST', '/api/tokens/images', { data: 42 });
    expect(wrongType.status).toBe(400);
    const anon = await fetch(`${server.url}/api/tokens/images`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: fileOf(PNG_SIGNATURE, 100).toString('base64') }),
    });
    expect(anon.status).toBe(401);
  });

  it('serves the stored bytes with their type, nosniff and a long cache; unknown hashes are 404', async () => {
    const png = fileOf(PNG_SIGNATURE, 2048);
    const stored = (await upload(alice, png)).json as unknown as TokenImage;
    const res = await fetch(`${server.url}/api/tokens/images/${stored.sha256}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${server.url}/api/tokens/images/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/tokens/images/..%2F..%2Fetc`)).status).toBe(404);
  });

  it("a created token's metadata image becomes its logo in /api/dex/tokens, served as an image", async () => {
    const png = fileOf(PNG_SIGNATURE, 4096);
    const stored = (await upload(alice, png)).json as unknown as TokenImage;
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: 'Logo Cat',
      symbol: 'LCAT',
      decimals: 6,
      totalSupply: '1,000,000',
      metadata: { image: stored.url },
    });
    const mint = String((op?.json.result as { mint: string }).mint);
    const meta = await alice.call('GET', `/api/tokens/metadata/${mint}.json`);
    expect(meta.json.image).toBe(stored.url);
    const pool = await alice.runOperation('/api/liquidity', {
      tokenA: mint,
      tokenB: NATIVE_MINT,
      slippage: 1,
      dexPlatform: 'orca',
      poolType: 'create',
      amountA: '100000',
      amountB: '10',
      feeBps: 100,
    });
    expect(pool.op?.json.status).toBe('confirmed');
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const lcat = tokens.find((t) => t.mint === mint);
    expect(lcat?.logoUri).toBe(`/api/tokens/logo/${mint}`);
    expect(tokens.find((t) => t.symbol === 'USDC')?.logoUri).toBe('/tokens/usdc.svg');

    const logo = await fetch(`${server.url}/api/tokens/logo/${mint}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
  }, 60_000);

  it('a token whose image is not a URL keeps the initials: its logo URL is 404', async () => {
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: 'Plain Cat',
      symbol: 'PLCAT',
      decimals: 6,
      totalSupply: '1000',
      metadata: { image: 'javascript-free but not a url' },
    });
    const mint = String((op?.json.result as { mint: string }).mint);
    expect((await fetch(`${server.url}/api/tokens/logo/${mint}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/tokens/logo/not-a-mint`)).status).toBe(404);
    expect([400, 404]).toContain((await fetch(`${server.url}/api/tokens/logo/abc%00def`)).status);
  }, 60_000);
});
