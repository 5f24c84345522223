import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortWithNext, startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** JUMPDEST PUSH1 0 JUMP: loops until the gas runs out. */
const LOOP = '0x5b600056';
const EXPOSED = ['203.0.113.7', '203.0.113.8', '2001:db8::9', '203.0.113.10', '203.0.113.11'];

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as unknown };
};
const requests = (n: number, method: string, params: unknown[] = []) =>
  Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method, params }));

describe('JSON-RPC batches and EVM calls have documented bounds', () => {
  let server: Server;
  let validatorUrl: string;
  beforeAll(async () => {
    const rpcPort = await freePortWithNext();
    server = await startTestServer({ port: await freePortWithNext(), env: { RPC_PORT: String(rpcPort) } });
    validatorUrl = `http://127.0.0.1:${rpcPort}`;
  });
  afterAll(() => server.close());

  it('answers a Solana batch over 100 requests with one -32600, on /rpc and on the validator port', async () => {
    for (const url of [server.rpcUrl, validatorUrl]) {
      const full = await post(url, requests(100, 'getHealth'));
      expect(full.status).toBe(200);
      expect(full.json).toHaveLength(100);
      expect(await post(url, requests(101, 'getHealth'))).toEqual({
        status: 200,
        json: {
          jsonrpc: '2.0',
          error: { code: -32600, message: 'Batch too large: at most 100 requests per batch' },
          id: null,
        },
      });
    }
  });

  it('answers an EVM batch over 100 requests as geth does', async () => {
    const url = `${server.url}/evm/31337`;
    expect((await post(url, requests(100, 'eth_chainId'))).json).toHaveLength(100);
    expect((await post(url, requests(101, 'eth_chainId'))).json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32600, message: 'batch too large' },
    });
  });

  it('ends a looping eth_estimateGas at the gas cap, however much gas it asks for', async () => {
    const answer = await post(`${server.url}/evm/31337`, {
      jsonrpc: '2.0',
      id: 7,
      method: 'eth_estimateGas',
      params: [{ data: LOOP, gas: '0x1c9c380' }],
    });
    expect(answer).toEqual({
      status: 200,
      json: {
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32000, message: 'gas required exceeds allowance (5000000)' },
      },
    });
  });
});

describe('JSON-RPC rate limits: strict for exposed clients, generous on loopback', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ env: { RPC_RATE_LIMIT: '3' } });
  });
  afterAll(() => server.close());

  const inject = (remoteAddress: string, url: string, body: unknown) =>
    server.app.inject({ method: 'POST', url, remoteAddress, payload: body as object });

  it('answers 429 with a JSON-RPC error and Retry-After once an exposed address passes the limit', async () => {
    const [solanaClient = '', evmClient = ''] = EXPOSED;
    const getSlot = { jsonrpc: '2.0', id: 1, method: 'getSlot' };
    const solana = [];
    for (let i = 0; i < 4; i++) solana.push(await inject(solanaClient, '/rpc', getSlot));
    expect(solana.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    const refused = solana[3];
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: 429 } });
    expect((refused?.json() as { error: { message: string } }).error.message).toMatch(
      /^Too many requests: at most 3 per minute/,
    );

    const chainId = { jsonrpc: '2.0', id: 1, method: 'eth_chainId' };
    const evm = [];
    for (let i = 0; i < 4; i++) evm.push(await inject(evmClient, '/evm/31337', chainId));
    expect(evm.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(evm[3]?.json()).toMatchObject({ error: { code: -32005 } });
  });

  it('counts /rpc and /evm together per address, and IPv6 addresses too', async () => {
    const client = EXPOSED[2] ?? '';
    const statuses = [
      (await inject(client, '/rpc', { jsonrpc: '2.0', id: 1, method: 'getSlot' })).statusCode,
      (await inject(client, '/evm/31338', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).statusCode,
      (await inject(client, '/rpc', { jsonrpc: '2.0', id: 1, method: 'getSlot' })).statusCode,
      (await inject(client, '/evm/31338', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts every entry of a batch, so a batch cannot carry more calls than the limit', async () => {
    const [, , , batcher = '', bigBatcher = ''] = EXPOSED;
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'getSlot' }));
    const within = await inject(batcher, '/rpc', batch(3));
    expect(within.statusCode).toBe(200);
    expect((within.json() as unknown[]).length).toBe(3);
    expect((await inject(batcher, '/rpc', { jsonrpc: '2.0', id: 1, method: 'getSlot' })).statusCode).toBe(
      429,
    );
    const over = await inject(bigBatcher, '/rpc', batch(5));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: 429 } });
  });

  it('lets a loopback client send many times the exposed limit', async () => {
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      const res = await post(server.rpcUrl, { jsonrpc: '2.0', id: i, method: 'getSlot' });
      statuses.push(res.status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

describe('the test-validator port shares the JSON-RPC limit', () => {
  it('limits its requests with the same per-address count as /rpc', async () => {
    const rpcPort = await freePortWithNext();
    const server = await startTestServer({
      port: await freePortWithNext(),
      env: { RPC_PORT: String(rpcPort), RPC_RATE_LIMIT_LOOPBACK: '4' },
    });
    try {
      const getSlot = { jsonrpc: '2.0', id: 1, method: 'getSlot' };
      const statuses = [
        (await post(server.rpcUrl, getSlot)).status,
        (await post(server.rpcUrl, getSlot)).status,
        (await post(`http://127.0.0.1:${rpcPort}`, getSlot)).status,
        (await post(`http://127.0.0.1:${rpcPort}`, getSlot)).status,
      ];
      const refused = await post(`http://127.0.0.1:${rpcPort}`, getSlot);
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(refused).toMatchObject({ status: 429, json: { error: { code: 429 } } });
    } finally {
      await server.close();
    }
  });
});

describe('an exposed app without TRUST_PROXY does not take loopback for local', () => {
  it('gives loopback clients the strict limit, since a proxy on this machine would look like one', async () => {
    const server = await startTestServer({
      env: { PUBLIC_URL: 'https://solx.example.com', RPC_RATE_LIMIT: '3' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await post(`http://127.0.0.1:${server.port}/rpc`, {
          jsonrpc: '2.0',
          id: i,
          method: 'getSlot',
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });
});
