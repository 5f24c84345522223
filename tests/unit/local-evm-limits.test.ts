import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedEvm } from '@local-evm';

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
