import { BASE_FEE, BLOCK_GAS_LIMIT, type EvmChain } from './evm-chain';
import { asAddress, asBlockNumber, asHash, invalid, quantity } from './hex';
import type { EvmBlock, EvmLog, EvmReceipt, EvmTransaction, Hex } from './types';

const EMPTY_BLOOM = `0x${'00'.repeat(256)}`;
const ZERO32 = `0x${'00'.repeat(32)}`;

export const logJson = (log: EvmLog) => ({
  address: log.address,
  topics: log.topics,
  data: log.data,
  blockNumber: quantity(log.blockNumber),
  blockHash: log.blockHash,
  transactionHash: log.transactionHash,
  transactionIndex: quantity(log.transactionIndex),
  logIndex: quantity(log.logIndex),
  removed: false,
});

export const receiptJson = (r: EvmReceipt) => ({
  transactionHash: r.transactionHash,
  transactionIndex: '0x0',
  blockNumber: quantity(r.blockNumber),
  blockHash: r.blockHash,
  from: r.from,
  to: r.to,
  contractAddress: r.contractAddress,
  gasUsed: quantity(r.gasUsed),
  cumulativeGasUsed: quantity(r.gasUsed),
  effectiveGasPrice: quantity(r.effectiveGasPrice),
  status: quantity(r.status),
  logs: r.logs.map(logJson),
  logsBloom: r.logsBloom,
  type: quantity(r.type),
});

export const transactionJson = (tx: EvmTransaction, r: EvmReceipt) => ({
  hash: tx.hash,
  from: tx.from,
  to: tx.to,
  nonce: quantity(tx.nonce),
  value: quantity(tx.value),
  input: tx.input,
  gas: quantity(tx.gas),
  gasPrice: quantity(r.effectiveGasPrice || tx.gasPrice),
  ...(tx.maxFeePerGas === null ? {} : { maxFeePerGas: quantity(tx.maxFeePerGas) }),
  ...(tx.maxPriorityFeePerGas === null ? {} : { maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas) }),
  type: quantity(tx.type),
  v: quantity(tx.v),
  r: quantity(tx.r),
  s: quantity(tx.s),
  blockNumber: quantity(r.blockNumber),
  blockHash: r.blockHash,
  transactionIndex: '0x0',
});

export function blockJson(chain: EvmChain, block: EvmBlock, full: boolean) {
  return {
    number: quantity(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: quantity(block.timestamp),
    gasLimit: quantity(BLOCK_GAS_LIMIT),
    gasUsed: quantity(block.gasUsed),
    baseFeePerGas: quantity(BASE_FEE),
    miner: `0x${'00'.repeat(20)}`,
    difficulty: '0x0',
    totalDifficulty: '0x0',
    extraData: '0x',
    size: '0x0',
    nonce: '0x0000000000000000',
    mixHash: ZERO32,
    sha3Uncles: ZERO32,
    stateRoot: ZERO32,
    receiptsRoot: ZERO32,
    transactionsRoot: ZERO32,
    logsBloom: EMPTY_BLOOM,
    uncles: [],
    transactions: block.transactions.map((hash) => {
      const tx = chain.transactions.get(hash);
      const receipt = chain.receipts.get(hash);
      return full && tx && receipt ? transactionJson(tx, receipt) : hash;
    }),
  };
}

function topicSet(value: unknown): Set<Hex> | null {
  if (value === null || value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  return new Set(list.map((t) => asHash(t, 'topic')));
}

/** eth_getLogs filter: block range or blockHash, address (one or many), positional topics (null = any, array = one of). */
export function matchLogs(chain: EvmChain, filter: unknown): EvmLog[] {
  if (typeof filter !== 'object' || filter === null) throw invalid('filter object expected');
  const f = filter as Record<string, unknown>;
  const head = chain.head.number;
  const blockHash = f.blockHash === undefined ? null : asHash(f.blockHash, 'blockHash');
  const from = asBlockNumber(f.fromBlock ?? 'latest', head);
  const to = asBlockNumber(f.toBlock ?? 'latest', head);
  const addresses =
    f.address === undefined || f.address === null
      ? null
      : new Set((Array.isArray(f.address) ? f.address : [f.address]).map((a) => asAddress(a)));
  const topics = f.topics === undefined || f.topics === null ? [] : f.topics;
  if (!Array.isArray(topics) || topics.length > 4) throw invalid('topics must be an array of at most 4');
  const sets = topics.map(topicSet);
  return chain.logs.filter((log) => {
    if (blockHash ? log.blockHash !== blockHash : log.blockNumber < from || log.blockNumber > to)
      return false;
    if (addresses && !addresses.has(log.address)) return false;
    return sets.every((set, i) => {
      const topic = log.topics[i];
      return set === null || (topic !== undefined && set.has(topic));
    });
  });
}
