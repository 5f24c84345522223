import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileValue, rawBody } from './helpers/hostile-values';
import { startTestServer } from './helpers/server';

/** Fixed so a failure replays (FUZZ_SEED / FUZZ_RUNS as in fuzz-routes). */
const SEED = Number(process.env.FUZZ_SEED ?? 902_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const server = await startTestServer();
afterAll(() => server.close());

/** JUMPDEST PUSH1 0 JUMP: loops until the gas runs out. */
const LOOP = '0x5b600056';
const SOLANA_METHODS = [
  'getSlot',
  'getBalance',
  'getAccountInfo',
  'getMultipleAccounts',
  'simulateTransaction',
  'sendTransaction',
  'getSignatureStatuses',
  'getProgramAccounts',
  'requestAirdrop',
  'getTransaction',
  'no_such_method',
];
const EVM_METHODS = [
  'eth_call',
  'eth_estimateGas',
  'eth_getBalance',
  'eth_getLogs',
  'eth_sendRawTransaction',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'no_such_method',
];

/** A request whose fields are each right, wrong in type, or junk. */
const request = (methods: string[], params: fc.Arbitrary<unknown>) =>
  fc.record(
    {
      jsonrpc: fc.oneof(fc.constant('2.0'), hostileValue()),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), hostileValue()),
      method: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...methods) }, hostileValue()),
      params: fc.oneof({ weight: 3, arbitrary: params }, hostileValue()),
    },
    { requiredKeys: [] },
  );

const hugeGas = fc.oneof(
  fc.constantFrom('0x1c9c380', '0xffffffffffffffff', `0x${'f'.repeat(64)}`, '0x0', '0x5208'),
  fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }).map((n) => `0x${n.toString(16)}`),
);
/** eth_call / eth_estimateGas params that loop to whatever gas they are given, with any gas. */
const loopingCall = fc.tuple(
  fc.record({ data: fc.constantFrom(LOOP, '0x', '0x00', 'zz'), gas: hugeGas }, { requiredKeys: ['data'] }),
  fc.constantFrom('latest', 'pending', '0x0', undefined),
);
const solanaParams = fc.array(hostileValue(), { maxLength: 3 });

/** Single requests, small batches, and batches beyond the limit (cheap entries: refused before any runs). */
const body = (single: fc.Arbitrary<unknown>, cheap: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: single },
    { weight: 2, arbitrary: fc.array(single, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(cheap, { minLength: 101, maxLength: 160 }) },
    { weight: 1, arbitrary: fc.constant<unknown>([]) },
    { weight: 1, arbitrary: hostileValue() },
  );

async function post(path: string, payload: string, contentType = 'application/json') {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: payload,
  });
  return { status: res.status, text: await res.text() };
}

function checkAnswer(sent: unknown, answer: { status: number; text: string }, batchTooLarge: object) {
  expect(answer.status, `${answer.text.slice(0, 300)}\nfor ${JSON.stringify(sent).slice(0, 300)}`).toBe(200);
  const json = JSON.parse(answer.text) as unknown;
  if (Array.isArray(sent) && sent.length > 100) expect(json).toMatchObject(batchTooLarge);
  else if (Array.isArray(sent) && sent.length > 0) expect(json).toHaveLength(sent.length);
}

describe('the JSON-RPC endpoints answer hostile bodies without a server error or a stall', () => {
  it('/rpc', async () => {
    const single = request(SOLANA_METHODS, solanaParams);
    const cheap = request(['getSlot', 'getHealth'], fc.constant([]));
    await fc.assert(
      fc.asyncProperty(body(single, cheap), async (sent) => {
        const tooLarge = {
          error: { code: -32600, message: 'Batch too large: at most 100 requests per batch' },
        };
        checkAnswer(sent, await post('/rpc', JSON.stringify(sent)), tooLarge);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(JSON.parse((await post('/rpc', '{"jsonrpc":"2.0","id":1,"method":"getHealth"}')).text)).toEqual({
      jsonrpc: '2.0',
      result: 'ok',
      id: 1,
    });
  });

  it('/evm/<chainId>', async () => {
    const single = fc.oneof(
      request(EVM_METHODS, fc.array(hostileValue(), { maxLength: 3 })),
      request(['eth_call', 'eth_estimateGas'], loopingCall),
    );
    const cheap = request(['eth_chainId', 'eth_blockNumber'], fc.constant([]));
    await fc.assert(
      fc.asyncProperty(body(single, cheap), async (sent) => {
        checkAnswer(sent, await post('/evm/31337', JSON.stringify(sent)), {
          error: { code: -32600, message: 'batch too large' },
        });
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(
      JSON.parse((await post('/evm/31337', '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}')).text),
    ).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
  });

  it('answers a looping call at the cap with an out-of-gas error, and raw junk with a parse error', async () => {
    const looping = {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_estimateGas',
      params: [{ data: LOOP, gas: `0x${'f'.repeat(64)}` }],
    };
    expect(JSON.parse((await post('/evm/31337', JSON.stringify(looping))).text)).toMatchObject({
      error: { code: -32000, message: 'gas required exceeds allowance (5000000)' },
    });
    await fc.assert(
      fc.asyncProperty(rawBody, async ({ text, contentType }) => {
        for (const path of ['/rpc', '/evm/31337']) {
          const answer = await post(path, text, contentType);
          expect(answer.status, `${path} ${JSON.stringify(text)}: ${answer.text.slice(0, 200)}`).toBeLessThan(
            500,
          );
        }
      }),
      { seed: SEED, numRuns: 10 },
    );
  });
});
