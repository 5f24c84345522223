import { BASE_FEE, BLOCK_GAS_LIMIT, type CallRequest, type EvmChain } from './evm-chain';
import { asAddress, asBlockNumber, asData, asHash, asQuantity, invalid, quantity } from './hex';
import { blockJson, logJson, matchLogs, receiptJson, transactionJson } from './rpc-json';
import { EvmRpcError, type Hex } from './types';

const PRIORITY_FEE = 1_000_000_000n;

function callRequest(value: unknown): CallRequest {
  if (typeof value !== 'object' || value === null) throw invalid('call object expected');
  const v = value as Record<string, unknown>;
  return {
    from: v.from === undefined || v.from === null ? undefined : asAddress(v.from, 'from'),
    to: v.to === undefined || v.to === null ? null : asAddress(v.to, 'to'),
    data:
      v.data !== undefined
        ? asData(v.data, 'data')
        : v.input !== undefined
          ? asData(v.input, 'input')
          : undefined,
    value: v.value === undefined ? undefined : asQuantity(v.value, 'value'),
    gas: v.gas === undefined ? undefined : asQuantity(v.gas, 'gas'),
  };
}

/** Intrinsic gas of a call (EIP-2028 calldata, EIP-3860 initcode words). */
function intrinsicGas(request: CallRequest): bigint {
  const data = request.data ? request.data.slice(2) : '';
  let gas = 21_000n;
  for (let i = 0; i < data.length; i += 2) gas += data.slice(i, i + 2) === '00' ? 4n : 16n;
  if (!request.to) gas += 32_000n + 2n * BigInt(Math.ceil(data.length / 64));
  return gas;
}

/** `own`: asked by the app itself in process (the bridge relayer), not by a client over HTTP. */
type Method = (chain: EvmChain, params: unknown[], own: boolean) => Promise<unknown> | unknown;

export const EVM_METHODS: Record<string, Method> = {
  web3_clientVersion: () => 'solx-local-evm/1.0',
  net_version: (chain) => String(chain.chainId),
  net_listening: () => true,
  eth_chainId: (chain) => quantity(chain.chainId),
  eth_syncing: () => false,
  eth_accounts: () => [],
  eth_blockNumber: (chain) => quantity(chain.head.number),
  eth_gasPrice: () => quantity(BASE_FEE + PRIORITY_FEE),
  eth_maxPriorityFeePerGas: () => quantity(PRIORITY_FEE),
  eth_feeHistory: (chain, [count]) => {
    const n = Math.min(Number(typeof count === 'number' ? count : asQuantity(count, 'block count')), 1024);
    return {
      oldestBlock: quantity(chain.head.number - BigInt(Math.min(n, Number(chain.head.number)))),
      baseFeePerGas: Array.from({ length: n + 1 }, () => quantity(BASE_FEE)),
      gasUsedRatio: Array.from({ length: n }, () => 0),
      reward: Array.from({ length: n }, () => [quantity(PRIORITY_FEE)]),
    };
  },
  eth_getBalance: async (chain, [address]) => quantity(await chain.balanceOf(asAddress(address))),
  eth_getTransactionCount: async (chain, [address]) => quantity(await chain.nonceOf(asAddress(address))),
  eth_getCode: (chain, [address]) => chain.codeOf(asAddress(address)),
  eth_getStorageAt: (chain, [address, slot]) => chain.storageAt(asAddress(address), asData(slot, 'slot')),
  eth_call: async (chain, [request], own) => (await chain.call(callRequest(request), own)).returnValue,
  eth_estimateGas: async (chain, [request], own) => {
    const call = callRequest(request);
    const allowance =
      call.gas === undefined || call.gas > chain.limits.callGasCap ? chain.limits.callGasCap : call.gas;
    const { gasUsed } = await chain.call({ ...call, gas: allowance }, own).catch((error: unknown) => {
      // geth's answer when the call does not finish within the gas it may use.
      if (error instanceof EvmRpcError && error.message === 'execution failed: out of gas')
        throw new EvmRpcError(-32000, `gas required exceeds allowance (${allowance})`);
      throw error;
    });
    // Refunds and the 63/64 rule make the executed figure a floor; a quarter more covers both.
    const estimate = ((intrinsicGas(call) + gasUsed) * 125n) / 100n;
    return quantity(estimate > BLOCK_GAS_LIMIT ? BLOCK_GAS_LIMIT : estimate);
  },
  eth_sendRawTransaction: (chain, [raw], own) => chain.sendRawTransaction(asData(raw, 'transaction'), own),
  eth_getTransactionReceipt: (chain, [hash]) => {
    const receipt = chain.receipts.get(asHash(hash));
    return receipt ? receiptJson(receipt) : null;
  },
  eth_getTransactionByHash: (chain, [hash]) => {
    const h = asHash(hash);
    const tx = chain.transactions.get(h);
    const receipt = chain.receipts.get(h);
    return tx && receipt ? transactionJson(tx, receipt) : null;
  },
  eth_getBlockByNumber: (chain, [tag, full]) => {
    const block = chain.blocks[Number(asBlockNumber(tag, chain.head.number))];
    return block ? blockJson(chain, block, full === true) : null;
  },
  eth_getBlockByHash: (chain, [hash, full]) => {
    const h = asHash(hash);
    const block = chain.blocks.find((b) => b.hash === h);
    return block ? blockJson(chain, block, full === true) : null;
  },
  eth_getLogs: (chain, [filter]) => matchLogs(chain, filter).map(logJson),
};

export type { Hex };
