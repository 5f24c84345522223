import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedEvm, type Hex } from '@local-evm';

const CHAIN_ID = 31_337;
/** JUMPDEST PUSH1 0 JUMP: loops until the gas runs out. */
const LOOP = '0x5b600056';
/** GAS PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN: answers the gas left after its first opcode. */
const GAS_LEFT = '0x5a60005260206000f3';
const ABOVE_ANY_CAP = '0x1c9c380'; // 30,000,000, the block gas limit

const evm = await startEmbeddedEvm({ dataDir: null, chainIds: [CHAIN_ID] });
const slow = await startEmbeddedEvm({ dataDir: null, chainIds: [CHAIN_ID], limits: { callTimeoutMs: 1 } });
afterAll(() => {
  evm.close();
  slow.close();
});
function chainOf(started: typeof evm) {
  const chain = started.chains.get(CHAIN_ID);
  if (!chain) throw new Error('the chain did not start');
  return chain;
}
const chain = chainOf(evm);
const call = (method: string, params: unknown[], id: unknown = 1) => ({ jsonrpc: '2.0', id, method, params });

describe('one EVM JSON-RPC request is bounded', () => {
  it('runs eth_call with at most the gas cap, whatever gas it asks for', async () => {
    const answer = (await chain.handle(call('eth_call', [{ data: GAS_LEFT, gas: ABOVE_ANY_CAP }]))) as {
      result: string;
    };
    const left = BigInt(answer.result);
    expect(left).toBeGreaterThan(4_900_000n);
    expect(left).toBeLessThan(5_000_000n);
  });

  it('answers a looping eth_estimateGas with geth’s allowance error at the cap', async () => {
    expect(await chain.handle(call('eth_estimateGas', [{ data: LOOP, gas: ABOVE_ANY_CAP }]))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'gas required exceeds allowance (5000000)' },
    });
    expect(await chain.handle(call('eth_estimateGas', [{ data: LOOP }]))).toMatchObject({
      error: { code: -32000, message: 'gas required exceeds allowance (5000000)' },
    });
  });

  it('ends a looping eth_call out of gas at the cap', async () => {
    expect(await chain.handle(call('eth_call', [{ data: LOOP, gas: ABOVE_ANY_CAP }]))).toMatchObject({
      error: { code: 3, message: 'execution failed: out of gas' },
    });
  });

  it('aborts a call past its time limit as geth does, and the chain answers normally afterwards', async () => {
    const limited = chainOf(slow);
    expect(await limited.handle(call('eth_call', [{ data: LOOP }]))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'execution aborted (timeout = 1ms)' },
    });
    const after = (await limited.handle(call('eth_call', [{ data: GAS_LEFT }]))) as { result: string };
    expect(BigInt(after.result)).toBeGreaterThan(0n);
    expect(await limited.handle(call('eth_blockNumber', []))).toMatchObject({ result: '0x0' });
  });

  it('refuses a batch over 100 requests with one -32600 "batch too large" carrying the first id', async () => {
    const batch = (n: number) => Array.from({ length: n }, (_, i) => call('eth_chainId', [], `r${i}`));
    const accepted = (await chain.handle(batch(100))) as unknown[];
    expect(accepted).toHaveLength(100);
    expect(await chain.handle(batch(101))).toEqual({
      jsonrpc: '2.0',
      id: 'r0',
      error: { code: -32600, message: 'batch too large' },
    });
  });
});

describe('the gas queued from clients is bounded', () => {
  const key = privateKeyToAccount(`0x${'33'.repeat(32)}`);
  /** Deploys LOOP as a contract's code: PUSH4 code, PUSH1 0, MSTORE, RETURN its 4 bytes. */
  const DEPLOY_LOOP = '0x635b6000566000526004601cf3';

  it('refuses a send or call past one block queued, never the app’s own, and takes work again once it ran', async () => {
    const busy = await startEmbeddedEvm({
      dataDir: null,
      chainIds: [CHAIN_ID],
      limits: { queuedGasMax: 6_000_000n },
    });
    const target = chainOf(busy);
    try {
      await target.fund(key.address, 10n ** 21n);
      const raw = (nonce: number, gas: bigint, extra: { to?: Hex; data?: Hex }) =>
        key.signTransaction({
          chainId: CHAIN_ID,
          type: 'legacy',
          nonce,
          gas,
          gasPrice: 10n ** 10n,
          ...extra,
        });
      const deployed = (await target.handle(
        call('eth_sendRawTransaction', [await raw(0, 100_000n, { data: DEPLOY_LOOP })]),
      )) as {
        result: Hex;
      };
      const receipt = (await target.handle(call('eth_getTransactionReceipt', [deployed.result]))) as {
        result: { contractAddress: Hex };
      };
      const loop = { to: receipt.result.contractAddress };
      const [first, second, third] = await Promise.all([1, 2, 3].map((n) => raw(n, 5_000_000n, loop)));

      const running = target.handle(call('eth_sendRawTransaction', [first]));
      expect(await target.handle(call('eth_sendRawTransaction', [second]))).toMatchObject({
        error: { code: -32000, message: 'txpool is full' },
      });
      expect(await target.handle(call('eth_call', [{ ...loop, gas: '0x4c4b40' }]))).toMatchObject({
        error: { code: -32005 },
      });
      // The app's relayer queues behind the client's block but is not refused.
      const own = target.handleOwn(call('eth_sendRawTransaction', [second]));
      // A read is answered once the queued execution ran.
      expect(await target.handle(call('eth_getBalance', [key.address, 'latest']))).toMatchObject({
        result: expect.stringMatching(/^0x/),
      });
      expect(await running).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
      expect(await own).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
      expect(await target.handle(call('eth_sendRawTransaction', [third]))).toMatchObject({
        result: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      });
    } finally {
      busy.close();
    }
  });
});
